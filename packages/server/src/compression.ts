/**
 * The API's JSON answers, compressed for a client that accepts it: brotli when it says so,
 * else gzip, with Node's own zlib. The web client's files come compressed from its build
 * (`web.ts`); the API's answers are made per request, so they are compressed as they are sent,
 * once they are large enough to be worth it (a table list, a tournament's log, a replay), and
 * every JSON answer says `Vary: Accept-Encoding`, so that a cache keeps one copy per encoding.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer goes as it is: the headers and the work would cost more. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding an `Accept-Encoding` header asks for, by the client's own weights (RFC 9110
 * §12.5.3): brotli before gzip at equal weight, a `*` standing for either one not named, and
 * `q=0` refusing one. Null: the answer goes uncompressed.
 */
export const chooseEncoding = (header: string | undefined): Encoding | null => {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
};

const isJson = (type: unknown): boolean =>
  typeof type === 'string' && /^application\/([\w.+-]*\+)?json\b/i.test(type);

const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          // A middle quality: nearly the best size for JSON, at a small part of the time.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body);

/** Compresses every JSON answer of `app` (and of the plugins registered after it) that is worth it. */
export const compressJsonAnswers = (app: FastifyInstance, minBytes = COMPRESS_MIN_BYTES): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isJson(reply.getHeader('content-type'))) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const vary = reply.getHeader('vary');
    if (
      !String(vary ?? '')
        .toLowerCase()
        .includes('accept-encoding')
    )
      void reply.header(
        'vary',
        vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`,
      );
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < minBytes || request.method === 'HEAD') return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    const compressed = await compress(body, encoding);
    void reply.header('content-encoding', encoding);
    void reply.removeHeader('content-length');
    return compressed;
  });
};
