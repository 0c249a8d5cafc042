/**
 * `tavolo tournament` for a bridge pairs event: `create --game bridge` with its movement
 * (Mitchell or Howell), tables, boards a round, scoring and correction period; `register` a
 * pair; `movement` (who plays where each round, and which boards); the results
 * (tournament-bridge-results.ts) and the LAW 69B withdrawals (tournament-bridge-withdrawal.ts);
 * `standings`, `status` and `export` of the travellers and the
 * personal score cards. The same verbs as the other games, told apart by the event's game.
 */
import { bridge, eventSlug } from '@tavolo/tournament';
import { EXIT_OK } from './command.js';
import { parseList } from './tournament-args.js';
import { parseScoring } from './tournament-bridge-args.js';
import { BRIDGE_RESULT_COMMANDS } from './tournament-bridge-results.js';
import { BRIDGE_WITHDRAWAL_COMMANDS } from './tournament-bridge-withdrawal.js';
import { bridgeRefusal, decideBridge, loadBridge } from './tournament-bridge-session.js';
import { movementText, standingsText, statusText } from './tournament-bridge-text.js';
import {
  type Subcommand,
  failure,
  needWhole,
  parsed,
  print,
  printJson,
  required,
  str,
  usage,
  wholeFlag,
} from './tournament-session.js';

const create: Subcommand = async (s) => {
  const name = required(s, 'name');
  if (typeof name === 'number') return name;
  const kind = str(s.flags, 'movement') ?? 'mitchell';
  if (kind !== 'mitchell' && kind !== 'howell')
    return usage(s, 'tournament.bridge.badMovement', { movement: kind });
  const tables = needWhole(s, 'tables', 1);
  if (typeof tables === 'number') return tables;
  const boards = needWhole(s, 'boards', 1);
  if (typeof boards === 'number') return boards;
  const scoring = parsed(s, parseScoring(str(s.flags, 'scoring')));
  if (typeof scoring === 'number') return scoring;
  const rounds = wholeFlag(s, 'rounds', 1);
  const correction = wholeFlag(s, 'correction-minutes');
  if (rounds === 'bad') return usage(s, 'tournament.badNumber', { option: '--rounds' });
  if (correction === 'bad')
    return usage(s, 'tournament.badNumber', { option: '--correction-minutes' });
  const created = bridge.createBridgePairs(
    {
      name,
      date: str(s.flags, 'date') ?? s.stamp.at.slice(0, 10),
      movement:
        kind === 'howell'
          ? { kind, tables: tables.value }
          : { kind, tables: tables.value, ...(rounds !== null ? { rounds } : {}) },
      boardsPerRound: boards.value,
      scoring,
      ...(correction !== null ? { correctionMinutes: correction } : {}),
    },
    s.stamp,
  );
  if (!created.ok) return bridgeRefusal(s, created.error);
  const first = created.value[0] as Extract<bridge.BridgePairsEvent, { type: 'created' }>;
  const id = str(s.flags, 'id') ?? eventSlug(name);
  const stored = await s.store.createTournament(
    id,
    { name, game: bridge.BRIDGE_GAME, createdAt: s.stamp.at, date: first.config.date },
    created.value.map(bridge.toBridgeEnvelope),
  );
  if (!stored.ok)
    return failure(s.ctx, 'tournament.storeRefused', { message: stored.error.message });
  const movement = bridge.movementOf(first.config.movement);
  const m = movement.ok ? movement.value : null;
  if (s.json) printJson(s, { ok: true, event: id, config: first.config, pairs: m?.pairs });
  else
    print(
      s,
      s.ctx.i18n.t('tournament.bridge.created', {
        event: id,
        name,
        movement: m?.name ?? kind,
        pairs: m?.pairs ?? 0,
        rounds: m?.rounds.length ?? 0,
        boards: (m?.sets ?? 0) * boards.value,
      }),
    );
  return EXIT_OK;
};

const register: Subcommand = async (s) => {
  const players = required(s, 'players');
  if (typeof players === 'number') return players;
  const names = parseList(players);
  const pairFlag = wholeFlag(s, 'pair', 1);
  if (pairFlag === 'bad') return usage(s, 'tournament.badNumber', { option: '--pair' });
  let pair = 0;
  return decideBridge(
    s,
    (state) => {
      // The first free number when none is given.
      pair = pairFlag ?? 1;
      while (pairFlag === null && state.pairs.has(pair)) pair++;
      return bridge.registerPair(state, pair, names as unknown as [string, string], s.stamp);
    },
    () =>
      s.json
        ? printJson(s, { ok: true, pair, players: names })
        : print(
            s,
            s.ctx.i18n.t('tournament.bridge.registered', { pair, players: names.join(' - ') }),
          ),
  );
};

const movement: Subcommand = async (s) => {
  const loaded = await loadBridge(s);
  if (typeof loaded === 'number') return loaded;
  const pair = wholeFlag(s, 'pair', 1);
  if (pair === 'bad') return usage(s, 'tournament.badNumber', { option: '--pair' });
  const { state } = loaded;
  const per = state.config.boardsPerRound;
  if (s.json)
    printJson(s, {
      name: state.movement.name,
      source: state.movement.source,
      // The published path of the board sets: the stops a set visits, and the set at each in round 1.
      boardPath: state.movement.boardPath,
      start: state.movement.start,
      rounds: state.movement.rounds.map((encounters, i) => ({
        round: i + 1,
        tables: encounters.map((e) => ({ ...e, boards: bridge.boardsOfSet(e.set, per) })),
      })),
      ...(pair !== null ? { pair, seats: bridge.roundsOf(state.movement, pair) } : {}),
    });
  else print(s, movementText(s.ctx, state, pair));
  return EXIT_OK;
};

const standings: Subcommand = async (s) => {
  const loaded = await loadBridge(s);
  if (typeof loaded === 'number') return loaded;
  const fields = bridge.bridgeStandings(loaded.state);
  if (!fields.ok) return bridgeRefusal(s, fields.error);
  const status = bridge.pairsStatus(loaded.state, s.stamp.at);
  if (s.json) printJson(s, { status, fields: fields.value });
  else print(s, standingsText(s.ctx, loaded.state, fields.value, status));
  return EXIT_OK;
};

const status: Subcommand = async (s) => {
  const loaded = await loadBridge(s);
  if (typeof loaded === 'number') return loaded;
  const { state } = loaded;
  const now = s.stamp.at;
  const places = bridge.placesOf(state);
  const confirmed = places.filter((p) => state.results.get(bridge.placeKey(p))?.confirmedBy);
  const disputed = [...state.results.values()].filter((r) => r.disputedBy !== null);
  // LAW 69B: requests to withdraw an agreement that wait for the director's decision.
  const waiting = [...state.results.values()].filter(
    (r) => r.withdrawal !== null && r.withdrawal.decided === null,
  );
  const figures = {
    event: loaded.id,
    name: state.config.name,
    status: bridge.pairsStatus(state, now),
    pairs: state.pairs.size,
    results: places.length,
    confirmed: confirmed.length,
    disputed: disputed.map(({ round, table, board }) => ({ round, table, board })),
    withdrawals: waiting.map(({ round, table, board, withdrawal }) => ({
      round,
      table,
      board,
      tricks: withdrawal?.tricks ?? 0,
    })),
    publishedAt: state.publishedAt,
    deadline: bridge.correctionDeadlineOf(state),
  };
  if (s.json) printJson(s, figures);
  else print(s, statusText(s.ctx, figures));
  return EXIT_OK;
};

/** The subcommands of a bridge pairs event, by name. */
export const BRIDGE_SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  create,
  register,
  movement,
  ...BRIDGE_RESULT_COMMANDS,
  ...BRIDGE_WITHDRAWAL_COMMANDS,
  standings,
  status,
  // The PDF printer and its fonts are loaded only by an export.
  export: async (s) => {
    const loaded = await loadBridge(s);
    if (typeof loaded === 'number') return loaded;
    return (await import('./tournament-bridge-export.js')).runBridgeExport(s, loaded);
  },
};
