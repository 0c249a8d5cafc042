/**
 * The history of a table's finished hands: their numbers, each hand move by move (as data and
 * in words), its fairness proof and the server's own check of that proof. A hand is shown only
 * once it is over (LAW 66).
 */
import { type RuleError, err, handCommitment, handSecret, ok } from '@tavolo/cards';
import { type HandReplay, type Verification, verifyHandProof } from '@tavolo/protocol';
import type { Store } from '@tavolo/store';
import { describeEvent } from './describe.js';
import { GAMES, type GameName } from './game.js';
import type { HandProofBody, Lobby } from './lobby.js';
import type { LobbyList } from './lobby-list.js';
import { type Rebuilt, gameOf, rebuild, seedOf } from './room.js';
import { refusal, replaySetup } from './table-settings.js';

export type HandHistory = Pick<
  Lobby,
  'finishedHands' | 'replay' | 'replayText' | 'proof' | 'verify'
>;

export const handHistory = (store: Store, reads: Pick<LobbyList, 'readTable'>): HandHistory => {
  const handsOf = async (tableId: string) => {
    const record = await reads.readTable(tableId);
    if (!record.ok) return record;
    const rebuilt = rebuild(replaySetup(record.value), await store.games.readRecords(tableId));
    if (!rebuilt.ok) return rebuilt;
    return ok({ record: record.value, rebuilt: rebuilt.value, hands: splitHands(rebuilt.value) });
  };

  const finishedHand = async (tableId: string, hand: number) => {
    const found = await handsOf(tableId);
    if (!found.ok) return found;
    const entry = found.value.hands.get(hand);
    if (!entry?.finished) return err(notFinished(hand));
    return ok({ ...found.value, entry });
  };

  const history: HandHistory = {
    finishedHands: async (tableId) => {
      const found = await handsOf(tableId);
      if (!found.ok) return found;
      return ok([...found.value.hands.entries()].filter(([, h]) => h.finished).map(([n]) => n));
    },
    replay: async (tableId, hand) => {
      const found = await finishedHand(tableId, hand);
      if (!found.ok) return found;
      const { record, rebuilt, entry } = found.value;
      const players = rebuilt.table
        ? GAMES[record.game as GameName].players(rebuilt.table.state as never)
        : [];
      const replay: HandReplay = {
        table: tableId,
        game: record.game as GameName,
        profile: record.profile,
        hand,
        players,
        steps: entry.steps.map((s) => ({
          version: s.version,
          seat: s.seat,
          event: s.event,
          text: describeEvent(record.game as GameName, s.event, players, 'it'),
        })),
        fairness: {
          hand,
          commitment: handCommitment(seedOf(record.secret), hand) ?? '',
          secret: handSecret(record.secret, hand),
        },
      };
      return ok(replay);
    },
    replayText: async (tableId, hand) => {
      const replay = await history.replay(tableId, hand);
      if (!replay.ok) return replay;
      const { value } = replay;
      const header = [
        `Tavolo ${value.table} · ${value.game} (${value.profile}) · smazzata ${hand}`,
        `Giocatori: ${value.players.map((p, seat) => `${seat}: ${p}`).join(', ')}`,
        `Impegno: ${value.fairness.commitment}`,
        `Segreto: ${value.fairness.secret ?? ''}`,
        '',
      ];
      return ok([...header, ...value.steps.map((s) => `${s.version}. ${s.text}`), ''].join('\n'));
    },
    proof: async (tableId, hand) => {
      const found = await finishedHand(tableId, hand);
      if (!found.ok) return found;
      const { record, entry } = found.value;
      const game = record.game as GameName;
      const proof: HandProofBody = {
        game,
        table: tableId,
        hand,
        commitment: handCommitment(seedOf(record.secret), hand) ?? '',
        secret: handSecret(record.secret, hand),
        deal: gameOf(game).dealRecord(entry.dealtState),
      };
      return ok(proof);
    },
    verify: async (tableId, hand) => {
      const proof = await history.proof(tableId, hand);
      if (!proof.ok) return proof;
      const checked = verifyHandProof(proof.value);
      const verification: Verification = {
        table: tableId,
        hand,
        commitment: proof.value.commitment,
        secret: proof.value.secret,
        ok: checked.ok,
        problems: checked.problems,
      };
      return ok(verification);
    },
  };
  return history;
};

const notFinished = (hand: number): RuleError =>
  refusal('hand-not-finished', `hand ${hand} is not over: it can be replayed once it is (LAW 66)`);

interface HandSteps {
  readonly finished: boolean;
  /** The match state right after this hand's deal, for its proof. */
  readonly dealtState: unknown;
  readonly steps: readonly {
    readonly version: number;
    readonly seat: number | null;
    readonly event: unknown;
  }[];
}

/**
 * The log's events by hand: a hand runs from its `hand-started` to its `hand-ended` (the seat
 * draw before the first deal belongs to hand 1).
 */
const splitHands = (rebuilt: Rebuilt): ReadonlyMap<number, HandSteps> => {
  const hands = new Map<
    number,
    { finished: boolean; dealtState: unknown; steps: HandSteps['steps'][number][] }
  >();
  let current = 1;
  const entry = (hand: number) => {
    let found = hands.get(hand);
    if (!found) {
      found = { finished: false, dealtState: undefined, steps: [] };
      hands.set(hand, found);
    }
    return found;
  };
  for (const step of rebuilt.steps) {
    for (const { version, event } of step.events) {
      const typed = event as { readonly type?: string; readonly hand?: number };
      if (typed.type === 'hand-started' && typeof typed.hand === 'number') current = typed.hand;
      const hand = entry(current);
      hand.steps.push({ version, seat: step.seat, event });
      if (typed.type === 'hand-ended') hand.finished = true;
    }
    // A step that deals a hand leaves the state right after that deal: the hand's proof.
    const dealt = step.events.find(
      (e) => (e.event as { readonly type?: string }).type === 'hand-started',
    );
    if (dealt) entry(current).dealtState = step.after.state;
  }
  return hands;
};
