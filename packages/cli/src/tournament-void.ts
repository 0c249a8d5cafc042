/**
 * `tavolo tournament void --target N --reason TEXT`: takes back the decision at place N of the
 * event's log (as `log` numbers them) by a new event that cites it; the standings are those of
 * the log without it. `log` marks every voided event with the place of its void.
 */
import { type TournamentEvent, configTime, voidDecision, voidsOf } from '@tavolo/tournament';
import { EXIT_OK, usageError } from './command.js';
import { parseWhole } from './tournament-args.js';
import { type Loaded, type Session, decide } from './tournament-session.js';

const flag = (s: Session, name: string): string | undefined => {
  const v = s.flags.values[name];
  return typeof v === 'string' ? v : undefined;
};

export const runVoid = async (s: Session): Promise<number> => {
  const { t } = s.ctx.i18n;
  const targetText = flag(s, 'target');
  const reason = flag(s, 'reason');
  if (targetText === undefined)
    return usageError(s.ctx, t('cli.missingOption', { option: '--target' }), 'tournament');
  if (reason === undefined || reason.trim() === '')
    return usageError(s.ctx, t('cli.missingOption', { option: '--reason' }), 'tournament');
  const target = parseWhole(targetText, 1);
  if (target === null)
    return usageError(s.ctx, t('tournament.badNumber', { option: '--target' }), 'tournament');
  let log: readonly TournamentEvent[] = [];
  return decide(
    s,
    (state, events) => {
      log = events;
      return voidDecision(state, events, { target, reason }, s.stamp);
    },
    (_, appended) => {
      // A late entry is voided whole (its registration and its seat): a line for each event.
      const taken = appended
        .flatMap((e) => (e.type === 'voided' ? [e.target] : []))
        .sort((a, b) => a - b);
      const typeAt = (seq: number) => log[seq - 1]?.type ?? '';
      if (s.json)
        s.ctx.stdout.write(
          `${JSON.stringify({ ok: true, target, voided: typeAt(target), targets: taken })}\n`,
        );
      else
        for (const seq of taken)
          s.ctx.stdout.write(
            `${t('tournament.voided', { target: seq, type: eventTypeName(s, typeAt(seq)) })}\n`,
          );
    },
  );
};

const eventTypeName = (s: Session, type: string): string => {
  const key = `tournament.eventType.${type}`;
  return s.ctx.i18n.has(key) ? s.ctx.i18n.t(key) : type;
};

/**
 * `log`: one JSON line per event with its place in the log (`seq`, what `void --target`
 * takes), its stored instant (`at`, UTC) and `time`, that instant on the clock of the event's
 * room (its time zone), and `voidedBy`, the place of the void, on every event a void took back.
 */
export const runLog = (s: Session, loaded: Loaded): number => {
  const voids = voidsOf(loaded.events);
  const { config } = loaded.state;
  loaded.events.forEach((event, i) => {
    const by = voids.get(i + 1);
    const time = configTime(config, event.at, s.ctx.i18n.lang);
    s.ctx.stdout.write(
      `${JSON.stringify({ seq: i + 1, ...event, time, ...(by !== undefined ? { voidedBy: by } : {}) })}\n`,
    );
  });
  return EXIT_OK;
};
