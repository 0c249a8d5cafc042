/**
 * The results of a bridge pairs event on the command line: `result` (entered at the table by a
 * player of that table, `--by` naming him, or by the director), `confirm` and `dispute` (an
 * opponent at that table, LAW 79A1 and 79B), `correct` (the director, within the correction
 * period of LAW 79C), `publish` (the official score; the period starts) and `sample` (every
 * board still without a result played from a seed, for demonstrations and rehearsals).
 */
import { bridge } from '@tavolo/tournament';
import { outcomeText, parseOutcome, placeOf } from './tournament-bridge-args.js';
import { actorOf, actorText, decideBridge, directorOnly } from './tournament-bridge-session.js';
import {
  type Session,
  type Subcommand,
  needWhole,
  parsed,
  print,
  printJson,
  required,
} from './tournament-session.js';
import { shownDeadline } from './tournament-bridge-text.js';

type Place = bridge.BoardPlace;

const placeText = (s: Session, place: Place) =>
  s.ctx.i18n.t('tournament.bridge.place', { ...place });

const result: Subcommand = async (s) => {
  const place = placeOf(s);
  if (typeof place === 'number') return place;
  const outcome = parsed(s, parseOutcome(s));
  if (typeof outcome === 'number') return outcome;
  let actor: bridge.ResultActor = { role: 'director' };
  return decideBridge(
    s,
    (state) => {
      actor = actorOf(state, s, place);
      return bridge.enterBoardResult(state, { ...place, outcome, actor }, s.stamp);
    },
    () =>
      s.json
        ? printJson(s, { ok: true, ...place, actor, confirmed: actor.role === 'director' })
        : print(
            s,
            s.ctx.i18n.t(
              actor.role === 'director'
                ? 'tournament.bridge.enteredByDirector'
                : 'tournament.bridge.entered',
              {
                place: placeText(s, place),
                result: outcomeText(s.ctx.i18n.t, outcome),
                by: actorText(s, actor),
              },
            ),
          ),
  );
};

/** `confirm` and `dispute`: an opponent of the pair that entered the result answers. */
const answer =
  (kind: 'confirm' | 'dispute'): Subcommand =>
  async (s) => {
    const place = placeOf(s);
    if (typeof place === 'number') return place;
    let actor: bridge.ResultActor = { role: 'director' };
    return decideBridge(
      s,
      (state) => {
        actor = actorOf(state, s, place);
        return kind === 'confirm'
          ? bridge.confirmBoardResult(state, { ...place, actor }, s.stamp)
          : bridge.disputeBoardResult(state, { ...place, actor }, s.stamp);
      },
      () =>
        s.json
          ? printJson(s, { ok: true, ...place, actor })
          : print(
              s,
              s.ctx.i18n.t(`tournament.bridge.${kind === 'confirm' ? 'confirmed' : 'disputed'}`, {
                place: placeText(s, place),
                by: actorText(s, actor),
              }),
            ),
    );
  };

const correct: Subcommand = async (s) => {
  const place = placeOf(s);
  if (typeof place === 'number') return place;
  const reason = required(s, 'reason');
  if (typeof reason === 'number') return reason;
  const outcome = parsed(s, parseOutcome(s));
  if (typeof outcome === 'number') return outcome;
  return decideBridge(
    s,
    (state) => {
      // LAW 79C: the correction is the director's; a player asks him for it.
      const refused = directorOnly(
        state,
        s,
        place,
        'bridge-correct-by-director',
        'LAW 79C',
        'the director corrects a result',
      );
      if (refused) return refused;
      return bridge.correctBoardResult(state, { ...place, outcome, reason }, s.stamp);
    },
    (state) =>
      s.json
        ? printJson(s, { ok: true, ...place, deadline: bridge.correctionDeadlineOf(state) })
        : print(
            s,
            s.ctx.i18n.t('tournament.bridge.corrected', {
              place: placeText(s, place),
              result: outcomeText(s.ctx.i18n.t, outcome),
            }),
          ),
  );
};

const publish: Subcommand = (s) =>
  decideBridge(
    s,
    (state) => bridge.publishResults(state, s.stamp),
    (state) =>
      s.json
        ? printJson(s, {
            ok: true,
            publishedAt: state.publishedAt,
            deadline: bridge.correctionDeadlineOf(state),
          })
        : print(
            s,
            s.ctx.i18n.t('tournament.bridge.published', {
              until: shownDeadline(s.ctx, state),
              minutes: state.config.correctionMinutes,
            }),
          ),
  );

/** Plays every board still without a result from `--seed`: N/S enters, E/W confirms. */
const sample: Subcommand = async (s) => {
  const seed = needWhole(s, 'seed', 0);
  if (typeof seed === 'number') return seed;
  let added = 0;
  return decideBridge(
    s,
    (_state, events) => {
      const played = bridge.playSample(events, seed.value, s.stamp.at);
      if (!played.ok) return played;
      const fresh = played.value.slice(events.length);
      added = fresh.filter((e) => e.type === 'result-entered').length;
      return { ok: true, value: fresh };
    },
    () =>
      s.json
        ? printJson(s, { ok: true, results: added })
        : print(s, s.ctx.i18n.t('tournament.bridge.sampled', { count: added, seed: seed.value })),
  );
};

export const BRIDGE_RESULT_COMMANDS: Readonly<Record<string, Subcommand>> = {
  result,
  confirm: answer('confirm'),
  dispute: answer('dispute'),
  correct,
  publish,
  sample,
};
