import { createReadStream, createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text the browser loads (pictures are inline SVG, fonts are the system's). */
const compressible = /\.(html|js|mjs|css|svg|json|txt|map)$/;

/** Smaller files gain nothing over the headers a compressed answer adds. */
const minimumBytes = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality 11) beside `file`, streaming. */
export async function precompressFile(file: string, sizeBytes: number): Promise<void> {
  await Promise.all([
    pipeline(createReadStream(file), createGzip({ level: 9 }), createWriteStream(`${file}.gz`)),
    pipeline(
      createReadStream(file),
      createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: sizeBytes,
        },
      }),
      createWriteStream(`${file}.br`),
    ),
  ]);
}

/**
 * After the bundle is written: a gzip and a brotli variant beside every text file of at least 1 KiB, so the
 * server sends the smallest one the browser accepts without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mandala-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const { stat } = await import('node:fs/promises');
      for (const file of await filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const { size } = await stat(file);
        if (size >= minimumBytes) await precompressFile(file, size);
      }
    },
  };
}
