import { describe, expect, it } from 'vitest';
import type {
  ScoreCard,
  ScoreCardRound,
  ScoreCardsInput,
  Traveller,
  TravellerRow,
  TravellersInput,
} from './bridge-input.js';
import { scoreCardsPdf, travellersPdf } from './bridge-papers.js';
import { bytesOf, pageCount, pdfText } from './test-support.js';

const event = { name: 'Coppa del Giovedì', date: '2026-11-26', game: 'bridge' } as const;

/** Board 1 of a four-table Mitchell: a game made, one down doubled, a part-score, a pass out. */
const board1: Traveller = {
  board: 1,
  dealer: 'N',
  vulnerability: 'none',
  rows: [
    {
      ns: '1',
      ew: '5',
      contract: '4S',
      declarer: 'N',
      lead: 'HK',
      tricks: 10,
      nsScore: 420,
      nsResult: 5,
      ewResult: 1,
    },
    {
      ns: '2',
      ew: '6',
      contract: '4SX',
      declarer: 'S',
      lead: 'DA',
      tricks: 9,
      nsScore: -100,
      nsResult: 2,
      ewResult: 4,
    },
    {
      ns: '3',
      ew: '7',
      contract: '2H',
      declarer: 'W',
      tricks: 8,
      nsScore: -110,
      nsResult: 0,
      ewResult: 6,
    },
    { ns: '4', ew: '8', contract: null, nsScore: 0, nsResult: 4, ewResult: 2 },
  ],
};

const travellers = (boards: readonly Traveller[]): TravellersInput => ({
  event,
  scoring: 'mp',
  top: 6,
  boards,
});

describe('bridge travellers', () => {
  it('print each table of a board with contract, declarer, lead, tricks, the score on its side and both matchpoints', async () => {
    const text = pdfText(bytesOf(await travellersPdf(travellers([board1]))));
    expect(text).toContain('Bridge · Travellers');
    expect(text).toContain('Board 1 · Mazziere N · Vulnerabilità: nessuno');
    expect(text).toMatch(/1\s+5\s+4S\s+N\s+HK\s+10\s+\+420\s+5\s+1/);
    // The EW column carries the EW side's points: 100 for one down doubled.
    expect(text).toMatch(/2\s+6\s+4SX\s+S\s+DA\s+9\s+\+100\s+2\s+4/);
    // West declarer is O (Ovest) in Italian.
    expect(text).toMatch(/3\s+7\s+2H\s+O\s+8\s+\+110\s+0\s+6/);
    expect(text).toMatch(/4\s+8\s+Passo\s+4\s+2/);
    expect(text).toContain('Top 6');
  });

  it('print an adjusted score in words, unbalanced between the sides (Law 12C)', async () => {
    const adjusted: Traveller = {
      ...board1,
      board: 2,
      dealer: 'E',
      vulnerability: 'ns',
      rows: [{ ns: '1', ew: '5', adjusted: '60%/50%', nsResult: 3.6, ewResult: 3 }],
    };
    const text = pdfText(bytesOf(await travellersPdf(travellers([adjusted]))));
    expect(text).toContain('Board 2 · Mazziere E · Vulnerabilità: NS');
    expect(text).toMatch(/1\s+5\s+Arbitrale 60%\/50%\s+3,6\s+3/);
  });

  it('flow 21 boards over pages, each board once, and speak English when asked', async () => {
    const boards = Array.from({ length: 21 }, (_, i) => ({ ...board1, board: i + 1 }));
    const pdf = bytesOf(await travellersPdf(travellers(boards), 'en'));
    expect(pageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (let n = 1; n <= 21; n++)
      expect(text.match(new RegExp(`Board ${n} · Dealer N`, 'g'))?.length, `board ${n}`).toBe(1);
    expect(text).toContain('Passed out');
  });

  it('refuse what cannot be a traveller, with a clear error', async () => {
    const none = await travellersPdf(travellers([]));
    expect(!none.ok && none.error.code).toBe('nothing-to-print');
    const twice = await travellersPdf(travellers([board1, board1]));
    expect(!twice.ok && twice.error.code).toBe('invalid-board');
    const tricks = await travellersPdf(
      travellers([{ ...board1, rows: [{ ...(board1.rows[0] as TravellerRow), tricks: 14 }] }]),
    );
    expect(!tricks.ok && tricks.error.message).toContain('14 tricks');
    const date = await travellersPdf({
      ...travellers([board1]),
      event: { ...event, date: '26/11' },
    });
    expect(!date.ok && date.error.code).toBe('invalid-date');
  });
});

const cards: ScoreCardsInput = {
  event,
  scoring: 'mp',
  cards: [
    {
      pair: '1',
      players: ['Rossi Anna', 'Bianchi Carlo'],
      direction: 'NS',
      total: 9,
      percent: 75,
      rounds: [
        {
          round: 1,
          table: 1,
          opponents: '5',
          boards: [
            { board: 1, contract: '4S', declarer: 'N', tricks: 10, score: 420, result: 5 },
            { board: 2, contract: '3NT', declarer: 'E', tricks: 8, score: 50, result: 4 },
          ],
        },
      ],
    },
    {
      pair: '5',
      players: ['Verdi Luca', 'Neri Sara'],
      direction: 'EW',
      total: 3,
      percent: 25,
      rounds: [
        {
          round: 1,
          table: 1,
          opponents: '1',
          boards: [
            { board: 1, contract: '4S', declarer: 'N', tricks: 10, score: -420, result: 1 },
            { board: 2, adjusted: 'A-', result: 2 },
          ],
        },
      ],
    },
  ],
};

describe('bridge personal score cards', () => {
  it('give each pair its page: its line, its boards by round with score from its side, and its total', async () => {
    const pdf = bytesOf(await scoreCardsPdf(cards));
    expect(pageCount(pdf)).toBe(2);
    const first = pdfText(pdf, 1);
    expect(first).toContain('Coppia 1 · Rossi Anna – Bianchi Carlo · Linea NS');
    expect(first).toMatch(/1\s+1\s+5\s+1\s+4S\s+N\s+10\s+\+420\s+5/);
    expect(first).toMatch(/2\s+3NT\s+E\s+8\s+\+50\s+4/);
    expect(first).toContain('Totale: 9 (75%)');
    const second = pdfText(pdf, 2);
    expect(second).toContain('Coppia 5 · Verdi Luca – Neri Sara · Linea EO');
    expect(second).toMatch(/1\s+4S\s+N\s+10\s+-420\s+1/);
    expect(second).toContain('Arbitrale A-');
  });

  it('total IMPs without a percentage at IMP scoring', async () => {
    const text = pdfText(bytesOf(await scoreCardsPdf({ ...cards, scoring: 'imp' }, 'en')));
    expect(text).toContain('Total: 9 IMP');
    expect(text).toContain('Pair 1 · Rossi Anna – Bianchi Carlo · NS line');
  });

  it('refuse an empty set and a board that is no board', async () => {
    const none = await scoreCardsPdf({ ...cards, cards: [] });
    expect(!none.ok && none.error.code).toBe('nothing-to-print');
    const card = cards.cards[0] as ScoreCard;
    const bad = await scoreCardsPdf({
      ...cards,
      cards: [
        {
          ...card,
          rounds: [{ ...(card.rounds[0] as ScoreCardRound), boards: [{ board: 0, result: 1 }] }],
        },
      ],
    });
    expect(!bad.ok && bad.error.code).toBe('invalid-board');
  });
});
