/**
 * What the bridge pairs subcommands share (tournament-session.ts has the other games'): which
 * events are bridge events, reading and replaying one (`loadBridge`), recording a decision
 * after exactly the log it was made on (`decideBridge`), who acts on a result (a registered
 * player named by `--by`, anyone else the director) and the refusals in the user's language.
 */
import {
  type RunFailure,
  type TournamentError,
  bridge,
  localTimes,
  tournamentError,
} from '@tavolo/tournament';
import { EXIT_OK } from './command.js';
import { codedText, refusal } from './tournament-refusal.js';
import { type Session, failure, str } from './tournament-session.js';

type State = bridge.BridgePairsState;

/** The event a subcommand names (`--event`, or the only one in the file), if any. */
const chosenEvent = async (s: Session): Promise<string | null> => {
  const id = str(s.flags, 'event');
  if (id !== undefined) return id;
  const all = await s.store.listTournaments();
  return all.length === 1 ? (all[0]?.id ?? null) : null;
};

/**
 * Whether the subcommand is for a bridge pairs event: `create --game bridge`, or any other
 * subcommand on an event stored as bridge.
 */
export const isBridgeSession = async (s: Session, sub: string): Promise<boolean> => {
  if (sub === 'create') return str(s.flags, 'game') === bridge.BRIDGE_GAME;
  const id = await chosenEvent(s);
  if (id === null) return false;
  const stored = await s.store.readTournament(id);
  return stored.ok && stored.value.game === bridge.BRIDGE_GAME;
};

/** A refusal of the bridge rules, whole in the user's language with its article. */
export const bridgeRefusal = (s: Session, error: TournamentError): number => {
  const { i18n } = s.ctx;
  const key = `tournament.bridge.errors.${error.code}`;
  const own = i18n.has(key) || i18n.has(`${key}_other`);
  // The shared texts of the codes every game has, else the rules' own English message.
  if (!own && codedText(s.ctx, `tournament.errors.${error.code}`, error.params) !== null)
    return refusal(s.ctx, error);
  const message = own ? i18n.t(key, localTimes(error.params ?? {}, i18n.lang)) : error.message;
  s.ctx.stderr.write(
    `${s.ctx.i18n.t('tournament.refusedWhole', { message, article: error.article })}\n`,
  );
  return 1;
};

const notRun = (s: Session, id: string, failed: RunFailure): number => {
  switch (failed.kind) {
    case 'unreadable':
      return failure(s.ctx, 'tournament.unknownEvent', { event: id });
    case 'refused':
      return bridgeRefusal(s, failed.error);
    case 'not-appended':
      return failure(s.ctx, 'tournament.storeRefused', { message: failed.error.message });
  }
};

const eventOf = async (s: Session): Promise<string | number> =>
  (await chosenEvent(s)) ?? failure(s.ctx, 'tournament.whichEvent', { events: '' });

/** Reads and replays the bridge event's log. */
export const loadBridge = async (s: Session): Promise<bridge.LoadedBridgePairs | number> => {
  const id = await eventOf(s);
  if (typeof id === 'number') return id;
  const loaded = await bridge.loadBridgePairs(s.store, id);
  return loaded.ok ? loaded.value : notRun(s, id, loaded.error);
};

/** Appends what a command decided after exactly the log it decided on, and reports it. */
export const decideBridge = async (
  s: Session,
  command: (state: State, events: readonly bridge.BridgePairsEvent[]) => bridge.BridgePairsOutcome,
  report: (state: State, appended: readonly bridge.BridgePairsEvent[]) => void,
): Promise<number> => {
  const id = await eventOf(s);
  if (typeof id === 'number') return id;
  const recorded = await bridge.runBridgePairsCommand(s.store, id, command);
  if (!recorded.ok) return notRun(s, id, recorded.error);
  report(recorded.value.state, recorded.value.events);
  return EXIT_OK;
};

/**
 * Who acts on a board's result: `--by` names a registered player (the pair seated at that table
 * in that round first, since a name may be in two pairs), or else it is the director, as
 * everywhere in `tavolo tournament` where `--by` is the director by default.
 */
export const actorOf = (state: State, s: Session, place: bridge.BoardPlace): bridge.ResultActor => {
  const name = s.stamp.by;
  const at = bridge.encounterAt(state.movement, place.round, place.table);
  const seated = [at?.ns, at?.ew].find(
    (p) => p !== undefined && state.pairs.get(p)?.includes(name),
  );
  const anywhere = [...state.pairs.entries()].find(([, players]) => players.includes(name))?.[0];
  const pair = seated ?? anywhere;
  return pair === undefined ? { role: 'director' } : { role: 'player', pair, player: name };
};

/**
 * A command the director alone makes (`code`, under `article`): refused, naming him, when `--by`
 * is a player of the event; else null.
 */
export const directorOnly = (
  state: State,
  s: Session,
  place: bridge.BoardPlace,
  code: string,
  article: string,
  message: string,
): { readonly ok: false; readonly error: TournamentError } | null =>
  actorOf(state, s, place).role === 'director'
    ? null
    : { ok: false, error: tournamentError(code, article, message, { player: s.stamp.by }) };

/** Who acted, as the reports say it: the player and his pair, or the director. */
export const actorText = (s: Session, actor: bridge.ResultActor): string =>
  actor.role === 'director'
    ? s.ctx.i18n.t('tournament.bridge.director')
    : s.ctx.i18n.t('tournament.bridge.player', { player: actor.player, pair: actor.pair });
