/**
 * The rounds' results: `result` (a score sheet), `correct` (a correction the regulation
 * allows), `publish` (the official publication) and `tie-order` (the organizer's order for the
 * entrants still tied).
 */
import {
  correctResult,
  correctionsWindow,
  enterResult,
  pairingFlags,
  publish,
  setTieOrder,
} from '@tavolo/tournament';
import { parseHands, parseList } from './tournament-args.js';
import {
  type Subcommand,
  confirmed,
  decide,
  needWhole,
  parsed,
  print,
  printJson,
  required,
  str,
  usage,
} from './tournament-session.js';
import { publicationText } from './tournament-text.js';

export const RESULT_COMMANDS: Readonly<Record<string, Subcommand>> = {
  result: async (s) => {
    const round = needWhole(s, 'round', 1);
    const table = needWhole(s, 'table', 1);
    const hands = required(s, 'hands');
    const signed = required(s, 'signed');
    if (typeof round === 'number') return round;
    if (typeof table === 'number') return table;
    if (typeof hands === 'number') return hands;
    if (typeof signed === 'number') return signed;
    const scores = parsed(s, parseHands(hands));
    if (typeof scores === 'number') return scores;
    return decide(
      s,
      (state) =>
        enterResult(
          state,
          {
            round: round.value,
            table: table.value,
            hands: scores,
            signedBy: parseList(signed),
            ...confirmed(s),
          },
          s.stamp,
        ),
      () => {
        if (s.json) printJson(s, { ok: true, round: round.value, table: table.value });
        else
          print(
            s,
            s.ctx.i18n.t('tournament.resultEntered', { round: round.value, table: table.value }),
          );
      },
    );
  },

  correct: async (s) => {
    const round = needWhole(s, 'round', 1);
    const table = needWhole(s, 'table', 1);
    const hands = required(s, 'hands');
    const kind = required(s, 'correction');
    const reason = required(s, 'reason');
    for (const v of [round, table, hands, kind, reason]) if (typeof v === 'number') return v;
    if (!['calculation', 'inverted', 'other'].includes(kind as string))
      return usage(s, 'tournament.badCorrection', { kind });
    const scores = parsed(s, parseHands(hands as string));
    if (typeof scores === 'number') return scores;
    return decide(
      s,
      (state) =>
        correctResult(
          state,
          {
            round: (round as { value: number }).value,
            table: (table as { value: number }).value,
            hands: scores,
            kind: kind as 'calculation',
            agreedBy: parseList(str(s.flags, 'agreed') ?? ''),
            reason: reason as string,
            ...confirmed(s),
          },
          s.stamp,
        ),
      (state) => {
        const flags = pairingFlags(state);
        if (s.json) printJson(s, { ok: true, flags });
        else {
          print(
            s,
            s.ctx.i18n.t('tournament.corrected', {
              round: (round as { value: number }).value,
              table: (table as { value: number }).value,
            }),
          );
          for (const f of flags)
            print(s, s.ctx.i18n.t('tournament.flag', { round: f.round, article: f.article }));
        }
      },
    );
  },

  publish: async (s) => {
    const round = needWhole(s, 'round', 1);
    if (typeof round === 'number') return round;
    return decide(
      s,
      (state) => publish(state, round.value, s.stamp),
      (state) => {
        if (s.json)
          printJson(s, {
            ok: true,
            round: round.value,
            ...correctionsWindow(state, round.value, s.stamp.at),
          });
        else print(s, publicationText(s.ctx, state, round.value, ''));
      },
    );
  },

  'tie-order': async (s) => {
    const order = required(s, 'order');
    if (typeof order === 'number') return order;
    return decide(
      s,
      (state) => setTieOrder(state, parseList(order), s.stamp),
      () =>
        s.json ? printJson(s, { ok: true }) : print(s, s.ctx.i18n.t('tournament.tieOrderSet')),
    );
  },
};
