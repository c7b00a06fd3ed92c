import { brotliCompress, constants, gzip, zstdCompress } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { reusedZstd } from './zstd-context.js';

/**
 * Below this a compressed body saves less than its own headers and the CPU cost: most JSON answers
 * of the actions (a like, a follow) stay as they are.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Cheap levels for answers made per request. Measured on the bench's dashboard page (34 kB of
 * JSON), one core: zstd 3 makes it 3.2 kB in 0.05 ms; brotli 3 3.4 kB in 0.08 ms (brotli 4 saves
 * 0.15 kB more for four times the time: 0.3 ms, a seventh of the whole request); gzip 6 3.4 kB in
 * 0.1 ms. So zstd first (Chromium and Firefox accept it), brotli for Safari, gzip for the rest
 * (README "Delivery"). zstd 1 rather than 3: on a later dataset's page (33 kB) it makes 5,085 bytes
 * where 3 makes 5,012, in 477,000 instructions instead of 629,000 (callgrind), a fortieth of the
 * server's work for the request. Static files are compressed once, at the highest levels, by the
 * web build (packages/web/scripts/precompress.mjs).
 */
const ZSTD_LEVEL = 1;
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

export type Encoding = 'zstd' | 'br' | 'gzip';

/** The encoding to answer in: zstd, then brotli, then gzip, whatever the order, unless refused with q=0. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  const takes = (name: Encoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  // Named, not by `*`: zstd is newer than most clients that send a wildcard.
  if ((accepted.get('zstd') ?? 0) > 0) return 'zstd';
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const zstdOptions = (size: number) => ({
  params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL, [constants.ZSTD_c_contentSizeFlag]: 1 },
  pledgedSrcSize: size,
});
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipOptions = { level: GZIP_LEVEL };

type Done = (error: Error | null, out: Buffer) => void;

/**
 * zstd answers up to this size are compressed on the event loop with one context kept for them
 * all; everything else runs on libuv's thread pool. Handing a job to the pool and taking its result
 * back costs more than compressing a page: zstd 3 of the bench's 34 kB dashboard took 149 µs of
 * CPU by the pool against 37 µs on the loop with the kept context. A context made per answer on the
 * loop (Node's zstdCompressSync) saved CPU too, but raised the mixed load's RSS by 45-90 MB, one
 * run past the 512 MB line (README "Delivery"); the kept context allocates nothing per answer but
 * its output. At this size the loop is held about 0.15 ms at most. Brotli (Safari) and gzip stay on
 * the pool: Node resets their engines by building new state, so a kept one would save little.
 */
export const ZSTD_ON_LOOP_MAX_BYTES = 128 * 1024;

/** The kept context's window covers the largest answer it takes, and no more (a smaller context). */
const zstdOnLoop = reusedZstd({
  params: {
    [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL,
    [constants.ZSTD_c_windowLog]: Math.ceil(Math.log2(ZSTD_ON_LOOP_MAX_BYTES)),
  },
});

/** Compresses an answer (see ZSTD_ON_LOOP_MAX_BYTES for where), then calls `done` with it. */
export function compressAnswer(body: Buffer, encoding: Encoding, done: Done): void {
  const size = body.length;
  if (encoding === 'zstd' && size <= ZSTD_ON_LOOP_MAX_BYTES) {
    let out: Buffer;
    try {
      out = zstdOnLoop(body);
    } catch (error) {
      done(error as Error, Buffer.alloc(0));
      return;
    }
    done(null, out);
  } else if (encoding === 'zstd') zstdCompress(body, zstdOptions(size), done);
  else if (encoding === 'br') brotliCompress(body, brotliOptions(size), done);
  else gzip(body, gzipOptions, done);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * Compresses every text answer made in memory (JSON envelopes, HTML pages, robots and sitemaps)
 * per request. Streams are left alone: the static files come precompressed from disk
 * (@fastify/static preCompressed), push is an event stream that must flow unbuffered, media are
 * compressed already. `Cache-Control: no-transform` opts an answer out.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, payload);
    // A character is at most three bytes of UTF-8: text this short stays as it is, under the line.
    if (typeof payload === 'string' && payload.length * 3 < COMPRESS_MIN_BYTES) return done(null, payload);
    // Encoded once, here: measuring the text's UTF-8 length first and encoding it again to compress
    // it (or to send it) passed twice over it, and an answer with any character past Latin-1 in it
    // is UTF-16, which takes a scan to measure (callgrind: 130,000 instructions a dashboard page).
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return done(null, body);
    if (/no-transform/.test(String(reply.getHeader('cache-control') ?? ''))) return done(null, body);
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || request.method === 'HEAD') return done(null, body);
    compressAnswer(body, encoding, (error, out) => {
      if (error) return done(error);
      reply.header('content-encoding', encoding).removeHeader('content-length');
      done(null, out);
    });
  });
}
