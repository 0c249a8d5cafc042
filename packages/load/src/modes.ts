/**
 * The abuse and soak modes: each starts the Tavolo server as the load run does, at its default
 * limits (only `--server-arg`s change them), runs its scenario and builds its report.
 */
import { type AbuseReport, buildAbuseReport } from './abuse-report.js';
import { runAbuse } from './abuse-run.js';
import type { LoadOptions } from './args.js';
import { machine } from './report.js';
import type { Result } from './result.js';
import { type TavoloServer, withTavoloServer } from './run.js';
import { type SoakReport, buildSoakReport } from './soak-report.js';
import { runSoak } from './soak-run.js';
import type { TavoloRunOptions } from './tavolo-run.js';

const honestOptions = (
  options: LoadOptions,
  server: TavoloServer,
  progress: (line: string) => void,
): TavoloRunOptions => ({
  baseUrl: server.address,
  server: server.access,
  clientsPerAddress: options.clientsPerAddress,
  tables: options.tables,
  game: options.game,
  profile: options.profile,
  seed: options.seed,
  threads: options.clientThreads,
  thinkMs: options.thinkMs,
  warmupSeconds: options.warmupSeconds,
  durationSeconds: options.durationSeconds,
  progress,
});

export const runAbuseMode = async (
  options: LoadOptions,
  progress: (line: string) => void = () => undefined,
): Promise<Result<AbuseReport>> => {
  const on = machine();
  const figures = await withTavoloServer(options, [], progress, (server) =>
    runAbuse({ ...honestOptions(options, server, progress), abuse: options.abuse }),
  );
  if (!figures.ok) return figures;
  return {
    ok: true,
    value: buildAbuseReport(
      {
        tables: options.tables,
        game: options.game,
        profile: options.profile,
        thinkMs: options.thinkMs,
        clientsPerAddress: options.clientsPerAddress,
        warmupSeconds: options.warmupSeconds,
        durationSeconds: options.durationSeconds,
        seed: options.seed,
        abuse: options.abuse,
        serverArgs: options.serverArgs,
      },
      figures.value,
      on,
    ),
  };
};

export const runSoakMode = async (
  options: LoadOptions,
  progress: (line: string) => void = () => undefined,
): Promise<Result<SoakReport>> => {
  const on = machine();
  const figures = await withTavoloServer(options, [], progress, (server) =>
    runSoak({ ...honestOptions(options, server, progress), sampleSeconds: options.sampleSeconds }),
  );
  if (!figures.ok) return figures;
  return {
    ok: true,
    value: buildSoakReport(
      {
        tables: options.tables,
        game: options.game,
        profile: options.profile,
        thinkMs: options.thinkMs,
        clientsPerAddress: options.clientsPerAddress,
        warmupSeconds: options.warmupSeconds,
        durationSeconds: options.durationSeconds,
        sampleSeconds: options.sampleSeconds,
        seed: options.seed,
        serverArgs: options.serverArgs,
        serverNodeFlags: options.serverNodeFlags,
      },
      figures.value,
      on,
    ),
  };
};
