import { type Card52, card52Code, parseCard52 } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { followsRotation } from './board.js';
import { readPbnDeal } from './pbn-deal.js';
import { readPbn } from './pbn-read.js';
import type { PbnError, PbnGame } from './pbn.js';

/** Each seat holds a quarter of every suit: N AKQJ of spades, E AKQJ of hearts, ... */
const DEAL_E = 'E:T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ AKQJ.T98.765.432';

const SAMPLE = `% PBN 2.1
% EXPORT
{ A club evening, written for these tests. }

[Event "Torneo del giovedì"]
[Site "Circolo \\"Il Tavolo\\", Milano"]
[Date "2026.11.26"]
[Board "6"]
[West "Bianchi"]
[North "Rossi"]
[East "Verdi"]
[South "Neri"]
[Dealer "E"]
[Vulnerable "EW"]
[Deal "${DEAL_E}"]
[Scoring "MP"]
[Declarer "E"]
[Contract "4HX"]
[Result "10"]
[Auction "E"]
1H 1S =1= 4H! X ; North doubles
AP
[Note "1:five spades"]
[Play "S"]
S7 S4 SA ST
S6 S3 SK S9 =1=
S5 S2 - - *
[Note "1:a claim"]
[Room "Open"]
[OptimumResultTable "Declarer;2R Strain;2R Result;2R"]
N NT 3
N S 4

[Event "#"]
[Site "#"]
[Date "#"]
[Board "17"]
[Deal "N:AKQJT98765432.-.-.- .AKQJT98765432.. -.-.akqjt98765432.- ...AKQJT98765432"]
[Contract "Pass"]
`;

const read = (text: string): readonly PbnGame[] => {
  const r = readPbn(text);
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}`);
  return r.value;
};
const failure = (text: string): PbnError => {
  const r = readPbn(text);
  if (r.ok) throw new Error('read a file it should refuse');
  return r.error;
};
const codes = (cards: readonly Card52[]) => cards.map(card52Code).join(' ');

describe('reading PBN', () => {
  const [first, second] = read(SAMPLE);

  it('reads every game of the file', () => {
    expect(read(SAMPLE)).toHaveLength(2);
  });

  it('reads the identification section: names by seat, board, dealer, vulnerability', () => {
    expect(first?.event).toBe('Torneo del giovedì');
    expect(first?.site).toBe('Circolo "Il Tavolo", Milano');
    expect(first?.date).toBe('2026.11.26');
    expect(first?.scoring).toBe('MP');
    expect(first?.players).toEqual(['Rossi', 'Verdi', 'Neri', 'Bianchi']);
    const { hands, ...board } = first?.deal ?? { hands: [] };
    expect(board).toEqual({ number: 6, dealer: 1, vulnerability: 'ew' });
    expect(hands).toHaveLength(4);
  });

  it('reads the deal from its first seat clockwise, suits S.H.D.C, each hand in canonical order', () => {
    const hands = first?.deal.hands ?? [];
    expect(codes(hands[0] ?? [])).toBe('C2 C3 C4 D5 D6 D7 H8 H9 HT SJ SQ SK SA');
    expect(codes(hands[1] ?? [])).toBe('C5 C6 C7 D2 D3 D4 HJ HQ HK HA S8 S9 ST');
    expect(codes(hands[3] ?? [])).toBe('CJ CQ CK CA D8 D9 DT H5 H6 H7 S2 S3 S4');
  });

  it('reads a void written empty or as -, and ranks in either case', () => {
    const hands = second?.deal.hands ?? [];
    expect(hands.map((h) => new Set(h.map((c) => card52Code(c)[0])))).toEqual([
      new Set(['S']),
      new Set(['H']),
      new Set(['D']),
      new Set(['C']),
    ]);
  });

  it('LAW 2 (2017): takes dealer and vulnerability from the board number when the file leaves them out', () => {
    expect(second?.deal.number).toBe(17);
    expect(second?.deal.dealer).toBe(0);
    expect(second?.deal.vulnerability).toBe('none');
  });

  it('repeats the previous game’s value for a tag written "#"', () => {
    expect(second?.event).toBe(first?.event);
    expect(second?.site).toBe(first?.site);
    expect(second?.players).toEqual(['', '', '', '']);
  });

  it('reads contract, declarer and result; Pass as a board passed out', () => {
    expect(first?.contract).toEqual({ level: 4, strain: 'H', doubling: 1, declarer: 1 });
    expect(first?.result).toBe(10);
    expect(second?.contract).toBe('pass');
    expect(second?.result).toBeUndefined();
  });

  it('reads the auction with its notes and annotations, AP as the closing passes', () => {
    const auction = first?.auction;
    expect(auction?.first).toBe(1);
    expect(auction?.calls).toEqual([
      { call: { type: 'bid', level: 1, strain: 'H' } },
      { call: { type: 'bid', level: 1, strain: 'S' }, note: 1 },
      { call: { type: 'bid', level: 4, strain: 'H' }, annotation: '!' },
      { call: { type: 'double' } },
      { call: { type: 'pass' } },
      { call: { type: 'pass' } },
      { call: { type: 'pass' } },
    ]);
    expect(auction?.notes).toEqual([{ number: 1, text: 'five spades' }]);
  });

  it('reads AP alone as four passes, and after passes only those still missing', () => {
    const game = (calls: string) =>
      read(`[Board "1"]\n[Deal "${DEAL_E}"]\n[Auction "N"]\n${calls}\n`)[0]?.auction?.calls;
    expect(game('AP')).toHaveLength(4);
    expect(game('Pass Pass AP')).toHaveLength(4);
    expect(game('1C Pass AP')).toHaveLength(4);
    expect(game('1NT X XX AP')).toHaveLength(6);
  });

  it('reads the play trick by trick from the opening leader, - for a card not played', () => {
    const play = first?.play;
    expect(play?.first).toBe(2);
    expect(play?.tricks).toHaveLength(3);
    expect(play?.tricks[1]?.[3]).toEqual({ card: parseCard52('S9'), note: 1 });
    expect(play?.tricks[2]).toEqual([
      { card: parseCard52('S5') },
      { card: parseCard52('S2') },
      { card: null },
      { card: null },
    ]);
    expect(play?.notes).toEqual([{ number: 1, text: 'a claim' }]);
  });

  it('keeps the tags it does not read, with their section lines, and the comments', () => {
    expect(first?.tags).toEqual([
      { name: 'Room', value: 'Open', section: [] },
      {
        name: 'OptimumResultTable',
        value: 'Declarer;2R Strain;2R Result;2R',
        section: ['N NT 3', 'N S 4'],
      },
    ]);
    // the file's own comment stands alone between empty lines: it belongs to no game
    expect(first?.commentary).toEqual([' North doubles']);
  });

  it('LAW 2 (2017): keeps the dealer and vulnerability a prepared set’s tags give, even off the rotation', () => {
    const [game] = read(`[Board "1"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "${DEAL_E}"]\n`);
    expect(game?.deal.dealer).toBe(2);
    expect(game?.deal.vulnerability).toBe('all');
    expect(game && followsRotation(game.deal)).toBe(false);
    expect(first && followsRotation(first.deal)).toBe(true);
  });

  it('reads Love, - and Both as no one and both vulnerable', () => {
    const vul = (v: string) =>
      read(`[Board "4"]\n[Vulnerable "${v}"]\n[Deal "${DEAL_E}"]\n`)[0]?.deal.vulnerability;
    expect(vul('Love')).toBe('none');
    expect(vul('-')).toBe('none');
    expect(vul('Both')).toBe('all');
    expect(vul('None')).toBe('none');
    expect(vul('NS')).toBe('ns');
  });

  it('reads CRLF files, and a file of comments alone as no games', () => {
    expect(read(SAMPLE.replace(/\n/g, '\r\n'))).toEqual(read(SAMPLE));
    expect(read('% PBN 2.1\n{ nothing yet }\n')).toEqual([]);
  });
});

describe('refusing what is no board, with the line', () => {
  const at = (lines: string[]) => failure(lines.join('\n'));
  const deal = (d: string) => [`[Board "1"]`, `[Deal "${d}"]`];

  it('refuses a deal that is not 52 distinct cards, 13 a hand', () => {
    expect(at(deal(DEAL_E.replace('T98.AKQJ', 'T9.AKQJ')))).toMatchObject({
      code: 'bad-deal',
      line: 2,
      message: 'E has 12 cards, not 13',
    });
    expect(at(deal(DEAL_E.replace('T98.AKQJ', 'AT9.AKQJ')))).toMatchObject({
      code: 'bad-deal',
      message: "SA is in both N's and E's hands",
    });
    expect(at(deal('N:AKQ.T98 a b c')).code).toBe('bad-deal');
    expect(at(deal(DEAL_E.replace('T98.', 'T9X.'))).message).toContain('no rank "X"');
    expect(at(deal('AKQJ.T98.765.432')).code).toBe('bad-deal');
  });

  it('refuses a partial deal: a board needs all 52 cards', () => {
    const partial = 'N:AKQJ.T98.765.432 T98.AKQJ.432.765 - 432.765.T98.AKQJ';
    expect(readPbnDeal(partial)).toMatchObject({ ok: false, error: { code: 'partial-deal' } });
    expect(at(['', ...deal(partial)])).toMatchObject({ code: 'partial-deal', line: 3 });
  });

  it('refuses a game without its board number or its deal', () => {
    expect(at([`[Deal "${DEAL_E}"]`])).toMatchObject({ code: 'no-board', line: 1 });
    expect(at(['[Event "x"]', '[Board "3"]'])).toMatchObject({ code: 'no-deal' });
    expect(at(['[Board "0"]', `[Deal "${DEAL_E}"]`])).toMatchObject({ code: 'bad-board', line: 1 });
  });

  it('refuses a dealer, vulnerability, contract or result it cannot read', () => {
    const game = (tag: string) => at([...deal(DEAL_E), tag]);
    expect(game('[Dealer "X"]')).toMatchObject({ code: 'bad-dealer', line: 3 });
    expect(game('[Vulnerable "Some"]')).toMatchObject({ code: 'bad-vulnerable', line: 3 });
    expect(game('[Contract "8NT"]')).toMatchObject({ code: 'bad-contract', line: 3 });
    expect(game('[Contract "3NT"]')).toMatchObject({ code: 'bad-declarer' });
    expect(game('[Result "14"]')).toMatchObject({ code: 'bad-result', line: 3 });
  });

  it('LAW 17A (2017): refuses an auction that does not start with the dealer', () => {
    expect(at([...deal(DEAL_E), '[Auction "E"]', 'Pass'])).toMatchObject({
      code: 'auction-dealer',
      line: 3,
    });
  });

  it('refuses a call it cannot read, on its own line', () => {
    expect(at([...deal(DEAL_E), '[Auction "N"]', '1C Pass', '1X'])).toMatchObject({
      code: 'bad-call',
      line: 5,
    });
  });

  it('LAW 41A (2017): refuses an opening lead by anyone but the declarer’s left-hand opponent', () => {
    const lines = [...deal(DEAL_E), '[Declarer "E"]', '[Contract "4H"]', '[Play "W"]'];
    expect(at(lines)).toMatchObject({ code: 'play-leader', line: 5 });
  });

  it('refuses a card played from a hand that does not hold it, or played twice', () => {
    const play = (tricks: string) =>
      at([...deal(DEAL_E), '[Declarer "E"]', '[Contract "4H"]', '[Play "S"]', tricks]);
    expect(play('SA S4 S7 ST')).toMatchObject({
      code: 'play-card',
      line: 6,
      message: "trick 1: SA is not in S's hand",
    });
    expect(play('S7 S4 SA ST S7')).toMatchObject({ code: 'play-card' });
  });

  it('refuses a tag it cannot read, an unclosed comment, and text outside any section', () => {
    expect(at(['[Board 1]'])).toMatchObject({ code: 'bad-tag', line: 1 });
    expect(at(['[Board "1"', '[Deal ""]'])).toMatchObject({ code: 'bad-tag', line: 1 });
    expect(at(['[Event "a]', ''])).toMatchObject({ code: 'bad-tag' });
    expect(at(['', '{ never closed', '[Board "1"]'])).toMatchObject({
      code: 'open-comment',
      line: 2,
    });
    expect(at(['1C', '[Board "1"]'])).toMatchObject({ code: 'stray-text', line: 1 });
    expect(at([...deal(DEAL_E), '3NT'])).toMatchObject({ code: 'stray-text', line: 3 });
    expect(at([`[Board "#"]`, `[Deal "${DEAL_E}"]`])).toMatchObject({ code: 'bad-inherit' });
  });
});
