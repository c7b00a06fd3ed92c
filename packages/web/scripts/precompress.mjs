/**
 * The last step of the web build: a `.br` and a `.gz` beside every text file of the built client
 * (dist by default, or the folder given), at the highest levels, since this runs once per build and
 * not per request. The server sends them as they are (@fastify/static `preCompressed`). Files
 * under 1 kB, and compressed copies no smaller than the original, are left out: the server then
 * sends the file itself.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function precompress(file) {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: 9 }),
  ]);
  let written = 0;
  for (const [ext, data] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (data.length < raw.length) {
      await writeFile(file + ext, data);
      written++;
    }
  }
  return written;
}

const dist = resolve(process.argv[2] ?? 'dist');
const all = await filesUnder(dist);
// A rebuild into a kept folder must not serve the copies of an older file.
await Promise.all(all.filter((f) => /\.(br|gz)$/.test(f)).map((f) => rm(f)));
const texts = all.filter((f) => TEXT.test(f));
const counts = await Promise.all(texts.map(precompress));
console.log(`precompressed ${counts.reduce((a, b) => a + b, 0)} files (.br, .gz) in ${dist}`);
