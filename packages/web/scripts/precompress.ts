/**
 * Brotli and gzip copies of every text file of the build, written beside it (`x.js.br`,
 * `x.js.gz`), so that the server sends a compressed file without compressing on each request
 * (@fastify/static's `preCompressed`). Run last, after the service worker has been written.
 * Images that are already compressed (PNG) are left alone.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The build's text files: compressing them pays off. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

/** Writes `.br` and `.gz` beside each compressible file under `dir`; returns how many. */
export const precompress = async (dir: string): Promise<number> => {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  for (const file of files) {
    const body = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  return files.length;
};

/** The vite plugin: after every other plugin's end of build (the service worker's too). */
export const precompressPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'tavolo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompress(outDir);
      },
    },
  };
};
