/**
 * The abuse and soak modes: each starts the Tavolo server as the load run does, at its default
 * limits (only `--server-arg`s change them), runs its scenario and builds its report.
 */
import { type AbuseReport, buildAbuseReport } from './abuse-report.js';
import { runAbuse } from './abuse-run.js';
import type { LoadOptions } from './args.js';
import { type Machine, machine } from './report.js';
import type { Result } from './result.js';
import { tavoloRunOptions, withTavoloServer } from './run.js';
import { type SoakReport, buildSoakReport } from './soak-report.js';
import { runSoak } from './soak-run.js';
import type { TavoloRunOptions } from './tavolo-run.js';

/**
 * Runs `scenario` against the Tavolo server at its default limits, its honest players as the
 * options ask, and builds its report with the machine read before the run.
 */
const runMode = async <Figures, Report>(
  options: LoadOptions,
  progress: (line: string) => void,
  scenario: (honest: TavoloRunOptions) => Promise<Result<Figures>>,
  report: (figures: Figures, on: Machine) => Report,
): Promise<Result<Report>> => {
  const on = machine();
  const figures = await withTavoloServer(options, [], progress, (server) =>
    scenario(tavoloRunOptions(options, server, progress)),
  );
  if (!figures.ok) return figures;
  return { ok: true, value: report(figures.value, on) };
};

/** The parameters of the honest players' run, first in both modes' reports. */
const honestParameters = (options: LoadOptions) => ({
  tables: options.tables,
  game: options.game,
  profile: options.profile,
  hands: options.hands,
  thinkMs: options.thinkMs,
  clientsPerAddress: options.clientsPerAddress,
  warmupSeconds: options.warmupSeconds,
  durationSeconds: options.durationSeconds,
});

export const runAbuseMode = (
  options: LoadOptions,
  progress: (line: string) => void = () => undefined,
): Promise<Result<AbuseReport>> =>
  runMode(
    options,
    progress,
    (honest) => runAbuse({ ...honest, abuse: options.abuse }),
    (figures, on) =>
      buildAbuseReport(
        {
          ...honestParameters(options),
          seed: options.seed,
          abuse: options.abuse,
          serverArgs: options.serverArgs,
        },
        figures,
        on,
      ),
  );

export const runSoakMode = (
  options: LoadOptions,
  progress: (line: string) => void = () => undefined,
): Promise<Result<SoakReport>> =>
  runMode(
    options,
    progress,
    (honest) => runSoak({ ...honest, sampleSeconds: options.sampleSeconds }),
    (figures, on) =>
      buildSoakReport(
        {
          ...honestParameters(options),
          sampleSeconds: options.sampleSeconds,
          seed: options.seed,
          serverArgs: options.serverArgs,
          serverNodeFlags: options.serverNodeFlags,
        },
        figures,
        on,
      ),
  );
