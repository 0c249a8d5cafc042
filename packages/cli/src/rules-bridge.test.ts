/**
 * Runs the BUILT command (packages/cli/dist/main.js): build first (`npx tsc -b`).
 * `tavolo rules bridge`: the bridge oracle over stdin and stdout, against the engine's answers.
 */
import { answerBridge } from '@tavolo/bridge';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, tavolo } from './test-support.js';

const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');

const bridge = (requests: readonly string[], args: readonly string[] = []) =>
  tavolo(['rules', 'bridge', ...args], requests.join('\n') + '\n');

const DEAL = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432';

beforeAll(requireBuild);

describe('tavolo rules bridge', () => {
  it('LAW 77, 78B, 78A, WBF VP scale: answers the documented examples, one line each, in order', async () => {
    const run = await bridge([
      '{"op":"score","contract":"4S","tricks":10,"vulnerable":true}',
      '{"op":"score","contract":"3NT","tricks":10,"declarer":"E","vulnerability":"ns"}',
      '{"op":"imp","diff":-450}',
      '{"op":"matchpoints","scores":[420,450,420,-50]}',
      '{"op":"vp","imps":12,"boards":16}',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(lines(run.stdout)).toEqual([
      '{"ok":true,"score":620}',
      '{"ok":true,"score":430,"ns":-430}',
      '{"ok":true,"imps":-10}',
      '{"ok":true,"top":6,"ns":[3,6,3,0],"ew":[3,0,3,6],"nsPercent":[50,100,50,0],"ewPercent":[50,0,50,100]}',
      '{"ok":true,"vp":[13.28,6.72]}',
    ]);
  });

  it('LAW 18D (2017): legal refuses an insufficient bid with its Law, translated by code in Italian', async () => {
    const request = `{"op":"legal","deal":"${DEAL}","dealer":"N","calls":["1NT"],"call":"1S"}`;
    const [it] = lines((await bridge([request], ['--profile', 'laws-2017'])).stdout);
    const answer = JSON.parse(it as string) as {
      ok: boolean;
      error: { code: string; article: string };
    };
    expect(answer.ok).toBe(false);
    expect(answer.error).toMatchObject({ code: 'insufficient-bid', article: 'LAW 18D (2017)' });
    const contract = '{"op":"score","contract":"8S","tricks":10,"vulnerable":false}';
    expect(JSON.parse((await bridge([contract])).stdout)).toEqual({
      ok: false,
      error: {
        code: 'bad-contract',
        message:
          'contratto non valido: livello da 1 a 7, denominazione C D H S NT, X o XX (a contract is a level 1-7, a strain C D H S NT and X or XX, not "8S")',
        article: 'Tavolo',
      },
    });
  });

  it('answers every line as the engine does, malformed ones included', async () => {
    const requests = [
      '{"op":"score","contract":"7NTXX","tricks":13,"vulnerable":true}',
      '{"op":"score","contract":"1CXX","tricks":7,"vulnerable":false}',
      '{"op":"matchpoints","scores":[520,500,490,480,460,450,430,420,400,-50,{"ns":60,"ew":40}]}',
      `{"op":"legal","deal":"${DEAL}","dealer":"N","calls":["1NT","P","P","P"],"played":["ST"]}`,
      '{"op":"vp","imps":1.5,"boards":16}',
      '{"op":"fly"}',
    ];
    const run = await bridge(['not json', ...requests], ['--lang', 'en']);
    expect(run.code).toBe(0);
    const answers = lines(run.stdout).map((l) => JSON.parse(l) as unknown);
    expect(answers[0]).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    // Error messages are the catalog's (bad-request has an English text); codes and Laws are the engine's.
    const shape = (a: unknown) => {
      const answer = a as { ok: boolean; error?: { code: string; article: string } };
      return answer.ok ? answer : { code: answer.error?.code, article: answer.error?.article };
    };
    expect(answers.slice(1).map(shape)).toEqual(
      requests.map((r) => shape(answerBridge(JSON.parse(r) as unknown))),
    );
    expect(answers.slice(1).filter((a) => !(a as { ok: boolean }).ok)).toHaveLength(2);
    expect(answers[1]).toEqual({ ok: true, score: 2980 });
    expect(answers[2]).toEqual({ ok: true, score: 230 });
  });

  it('refuses a profile bridge does not have, with exit code 2', async () => {
    const run = await bridge([], ['--profile', 'acbl']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('laws-2017');
  });
});
