/**
 * LAW 69B at a bridge pairs event on the command line: `request-withdrawal` (a player of the
 * side that agreed to lose tricks by a claim or concession, `--by` naming him, asks to withdraw
 * that agreement for some of them, on one of the Law's two grounds) and `decide-withdrawal` (the
 * director grants 0 to the tricks asked back, with his reason; a grant scores the board again).
 * The same commands as the server's `request-withdrawal` and `decide-withdrawal`, decided by
 * the pure `requestBoardWithdrawal` and `decideBoardWithdrawal`.
 */
import { bridge } from '@tavolo/tournament';
import { outcomeText, placeOf } from './tournament-bridge-args.js';
import { actorOf, actorText, decideBridge, directorOnly } from './tournament-bridge-session.js';
import {
  type Session,
  type Subcommand,
  needWhole,
  print,
  printJson,
  required,
  usage,
} from './tournament-session.js';

const GROUNDS: readonly bridge.WithdrawalGround[] = ['won-in-fact', 'would-probably-have-won'];

const isGround = (text: string): text is bridge.WithdrawalGround =>
  (GROUNDS as readonly string[]).includes(text);

const placeText = (s: Session, place: bridge.BoardPlace) =>
  s.ctx.i18n.t('tournament.bridge.place', { ...place });

/** `--ground won-in-fact|would-probably-have-won`: the Law's two grounds, by their names. */
const groundOf = (s: Session): bridge.WithdrawalGround | number => {
  const ground = required(s, 'ground');
  if (typeof ground === 'number') return ground;
  return isGround(ground) ? ground : usage(s, 'tournament.bridge.badGround', { ground });
};

/**
 * LAW 69B: `--tricks` of those the side of `--by` conceded, on `--ground`. The rules refuse the
 * director (the request is a player's), a player not at that table, a side that conceded
 * nothing, more tricks than it conceded and a request after the correction period.
 */
const requestWithdrawal: Subcommand = async (s) => {
  const place = placeOf(s);
  if (typeof place === 'number') return place;
  const tricks = needWhole(s, 'tricks', 1);
  if (typeof tricks === 'number') return tricks;
  const ground = groundOf(s);
  if (typeof ground === 'number') return ground;
  let actor: bridge.ResultActor = { role: 'director' };
  return decideBridge(
    s,
    (state) => {
      actor = actorOf(state, s, place);
      return bridge.requestBoardWithdrawal(
        state,
        { ...place, actor, tricks: tricks.value, ground },
        s.stamp,
      );
    },
    () =>
      s.json
        ? printJson(s, { ok: true, ...place, actor, tricks: tricks.value, ground })
        : print(
            s,
            s.ctx.i18n.t('tournament.bridge.withdrawalRequested', {
              place: placeText(s, place),
              by: actorText(s, actor),
              tricks: s.ctx.i18n.t('tournament.bridge.tricks', { count: tricks.value }),
              ground: s.ctx.i18n.t(`tournament.bridge.ground.${ground}`),
            }),
          ),
  );
};

/**
 * LAW 69B: the director's decision on the pending request: `--granted` of the tricks asked back
 * (0 refuses it) with `--reason`. The board's new result is reported, and the standings read it.
 */
const decideWithdrawal: Subcommand = async (s) => {
  const place = placeOf(s);
  if (typeof place === 'number') return place;
  const granted = needWhole(s, 'granted', 0);
  if (typeof granted === 'number') return granted;
  const reason = required(s, 'reason');
  if (typeof reason === 'number') return reason;
  return decideBridge(
    s,
    (state) => {
      // LAW 69B: no change without a check the director oversees; a player asks, never decides.
      const refused = directorOnly(
        state,
        s,
        place,
        'bridge-decide-by-director',
        'LAW 69B',
        'the director decides a withdrawal',
      );
      if (refused) return refused;
      return bridge.decideBoardWithdrawal(
        state,
        { ...place, granted: granted.value, reason },
        s.stamp,
      );
    },
    (state) => {
      const outcome = state.results.get(bridge.placeKey(place))?.outcome;
      if (s.json) {
        printJson(s, { ok: true, ...place, granted: granted.value, reason, outcome });
        return;
      }
      const result = outcome ? outcomeText(s.ctx.i18n.t, outcome) : '';
      print(
        s,
        granted.value === 0
          ? s.ctx.i18n.t('tournament.bridge.withdrawalRefused', {
              place: placeText(s, place),
              result,
            })
          : s.ctx.i18n.t('tournament.bridge.withdrawalGranted', {
              place: placeText(s, place),
              count: granted.value,
              result,
            }),
      );
    },
  );
};

export const BRIDGE_WITHDRAWAL_COMMANDS: Readonly<Record<string, Subcommand>> = {
  'request-withdrawal': requestWithdrawal,
  'decide-withdrawal': decideWithdrawal,
};
