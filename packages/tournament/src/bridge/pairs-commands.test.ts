import { describe, expect, it } from 'vitest';
import {
  confirmBoardResult,
  correctBoardResult,
  disputeBoardResult,
  enterBoardResult,
  publishResults,
} from './pairs-commands.js';
import type { BoardOutcome } from './pairs-event.js';
import { placeKey } from './pairs-state.js';
import { pairsStatus } from './pairs-status.js';
import { bridgeStandings } from './pairs-standings.js';
import {
  at,
  director,
  fold,
  fourSpades,
  made,
  opened,
  place,
  played,
  player,
  stamp,
  after,
} from './pairs-test-support.js';

describe('results entered at the table (LAW 79A1) and by the director', () => {
  it('LAW 79A1: a player of the table enters and an opponent confirms', () => {
    let events = after(opened(), (s) =>
      enterBoardResult(s, { ...place, outcome: made, actor: player(1) }, stamp(10, 'P1a')),
    );
    expect(fold(events).results.get(placeKey(place))?.confirmedBy).toBeNull();
    events = after(events, (s) =>
      confirmBoardResult(s, { ...place, actor: player(4, 'b') }, stamp(11, 'P4b')),
    );
    expect(fold(events).results.get(placeKey(place))?.confirmedBy).toEqual(player(4, 'b'));
  });

  it('LAW 79A1: a player of another table, or of another board, may not enter', () => {
    const s = fold(opened());
    const elsewhere = enterBoardResult(s, { ...place, outcome: made, actor: player(2) }, stamp(10));
    expect(!elsewhere.ok && elsewhere.error.code).toBe('bridge-not-at-table');
    const otherBoard = enterBoardResult(
      s,
      { ...place, board: 3, outcome: made, actor: player(1) },
      stamp(10),
    );
    expect(!otherBoard.ok && otherBoard.error.code).toBe('bridge-board-not-here');
    const stranger = enterBoardResult(
      s,
      { ...place, outcome: made, actor: { role: 'player', pair: 1, player: 'Someone' } },
      stamp(10),
    );
    expect(!stranger.ok && stranger.error.code).toBe('bridge-not-at-table');
  });

  it('LAW 79A1: the entering pair may not confirm its own result; only an opponent may', () => {
    const events = after(opened(), (s) =>
      enterBoardResult(s, { ...place, outcome: made, actor: player(1) }, stamp(10)),
    );
    const partner = confirmBoardResult(
      fold(events),
      { ...place, actor: player(1, 'b') },
      stamp(11),
    );
    expect(!partner.ok && partner.error.code).toBe('bridge-confirm-by-opponent');
    const outsider = confirmBoardResult(fold(events), { ...place, actor: player(5) }, stamp(11));
    expect(!outsider.ok && outsider.error.code).toBe('bridge-not-at-table');
    expect(confirmBoardResult(fold(events), { ...place, actor: director }, stamp(11)).ok).toBe(
      true,
    );
  });

  it('a director entry needs no confirmation; a second entry is refused', () => {
    const events = after(opened(), (s) =>
      enterBoardResult(s, { ...place, outcome: made, actor: director }, stamp(10)),
    );
    expect(fold(events).results.get(placeKey(place))?.confirmedBy).toEqual(director);
    const again = enterBoardResult(
      fold(events),
      { ...place, outcome: made, actor: player(4) },
      stamp(12),
    );
    expect(!again.ok && again.error.code).toBe('bridge-already-entered');
  });

  it('LAW 12C2 (2017): only the director awards an artificial adjusted score', () => {
    const s = fold(opened());
    const adjusted: BoardOutcome = { kind: 'artificial', ns: 'plus', ew: 'minus' };
    const byPlayer = enterBoardResult(
      s,
      { ...place, outcome: adjusted, actor: player(1) },
      stamp(10),
    );
    expect(!byPlayer.ok && byPlayer.error.code).toBe('bridge-director-only');
    expect(
      enterBoardResult(s, { ...place, outcome: adjusted, actor: director }, stamp(10)).ok,
    ).toBe(true);
  });

  it('a contract that cannot be scored is refused with the scoring error', () => {
    const s = fold(opened());
    const bad: BoardOutcome = { kind: 'played', contract: fourSpades, tricks: 14 };
    const out = enterBoardResult(s, { ...place, outcome: bad, actor: player(1) }, stamp(10));
    expect(!out.ok && out.error.code).toBe('bad-tricks');
  });
});

describe('LAW 79B: a disputed result goes to the director', () => {
  const entered = () =>
    after(opened(), (s) =>
      enterBoardResult(s, { ...place, outcome: made, actor: player(1) }, stamp(10)),
    );

  it('LAW 79B: an opponent disputes; players can no longer confirm, the director settles', () => {
    const disputed = after(entered(), (s) =>
      disputeBoardResult(s, { ...place, actor: player(4) }, stamp(11)),
    );
    expect(fold(disputed).results.get(placeKey(place))?.disputedBy).toEqual(player(4));
    const byPlayer = confirmBoardResult(
      fold(disputed),
      { ...place, actor: player(4, 'b') },
      stamp(12),
    );
    expect(!byPlayer.ok && byPlayer.error.code).toBe('bridge-disputed');
    const settled = after(disputed, (s) =>
      correctBoardResult(
        s,
        { ...place, outcome: { ...made, tricks: 9 }, reason: 'LAW 79B: 9 tricks' },
        stamp(15),
      ),
    );
    const record = fold(settled).results.get(placeKey(place));
    expect(record).toMatchObject({ disputedBy: null, confirmedBy: director, corrections: 1 });
  });

  it('LAW 79B: the entering pair, or a player of another table, may not dispute', () => {
    const own = disputeBoardResult(fold(entered()), { ...place, actor: player(1, 'b') }, stamp(11));
    expect(!own.ok && own.error.code).toBe('bridge-confirm-by-opponent');
    const other = disputeBoardResult(fold(entered()), { ...place, actor: player(2) }, stamp(11));
    expect(!other.ok && other.error.code).toBe('bridge-not-at-table');
  });
});

describe('malformed results are refused, not thrown', () => {
  it('an unknown kind, a missing contract or an unknown adjusted score', () => {
    const s = fold(opened());
    const odd = [
      { kind: 'won' },
      { kind: 'played', tricks: 9 },
      { kind: 'artificial', ns: 'plus', ew: 'lots' },
      null,
    ] as unknown as BoardOutcome[];
    const codes = odd.map((outcome) => {
      const out = enterBoardResult(s, { ...place, outcome, actor: director }, stamp(10));
      return out.ok ? 'accepted' : out.error.code;
    });
    expect(codes).toEqual([
      'bridge-outcome-kind',
      'bridge-outcome-kind',
      'bridge-outcome-artificial',
      'bridge-outcome-kind',
    ]);
  });
});

describe('LAW 79C: the official score and the correction period', () => {
  it('the official score waits for every result confirmed', () => {
    const out = publishResults(fold(opened()), stamp(60));
    expect(!out.ok && out.error.code).toBe('bridge-results-missing');
    expect(pairsStatus(fold(played(opened())), at(60))).toBe('provisional');
  });

  it('LAW 79C: a correction within 30 minutes of the official score is accepted and rescored', () => {
    const events = after(played(opened()), (s) => publishResults(s, stamp(60)));
    expect(pairsStatus(fold(events), at(89))).toBe('official');
    const before = bridgeStandings(fold(events));
    const corrected = after(events, (s) =>
      correctBoardResult(
        s,
        {
          ...place,
          outcome: { kind: 'played', contract: fourSpades, tricks: 13 },
          reason: 'tricks',
        },
        stamp(89),
      ),
    );
    const rescored = bridgeStandings(fold(corrected));
    expect(before.ok && rescored.ok).toBe(true);
    expect(rescored).not.toEqual(before);
  });

  it('LAW 79C: a correction after the correction period is refused', () => {
    const events = after(played(opened()), (s) => publishResults(s, stamp(60)));
    const late = correctBoardResult(
      fold(events),
      { ...place, outcome: made, reason: 'tricks' },
      stamp(90),
    );
    expect(late.ok).toBe(false);
    expect(!late.ok && late.error).toMatchObject({
      code: 'bridge-correction-period-over',
      article: 'LAW 79C',
    });
    expect(pairsStatus(fold(events), at(90))).toBe('final');
  });

  it('LAW 79C: the organizer may set another period', () => {
    const events = after(played(opened({ correctionMinutes: 10 })), (s) =>
      publishResults(s, stamp(60)),
    );
    const late = correctBoardResult(
      fold(events),
      { ...place, outcome: made, reason: 'x' },
      stamp(71),
    );
    expect(!late.ok && late.error.code).toBe('bridge-correction-period-over');
  });

  it('LAW 79C: after the official score players no longer confirm or enter; the director does', () => {
    const events = after(played(opened()), (s) => publishResults(s, stamp(60)));
    const byPlayer = confirmBoardResult(fold(events), { ...place, actor: player(4) }, stamp(61));
    expect(!byPlayer.ok && byPlayer.error.code).toBe('bridge-results-published');
  });
});
