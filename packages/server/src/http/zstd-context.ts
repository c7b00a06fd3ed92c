import { constants, createZstdCompress, type ZstdOptions } from 'node:zlib';

/**
 * The two parts of a Node zlib engine this reaches into (lib/zlib.js, Node 26): the native
 * handle's synchronous write, which runs one ZSTD_compressStream2 call, and the array it leaves
 * the output and input space still free in. Node's own `zstdCompressSync` makes a new engine (a
 * stream object and a zstd context of a few MB) for every call and closes it after one frame;
 * there is no public way to compress twice with one context. compression.test.ts checks these
 * parts exist and that frames made one after another decode, so a Node that changes them fails
 * the tests rather than the answers.
 */
interface EngineInternals {
  destroyed: boolean;
  _handle: {
    writeSync(
      flush: number,
      input: Buffer,
      inOffset: number,
      inLength: number,
      output: Buffer,
      outOffset: number,
      outLength: number,
    ): void;
  } | null;
  _writeState: Uint32Array;
}

/** The output space one call fills before the answer is copied out (a dashboard page is 3 kB compressed). */
const SCRATCH_BYTES = 64 * 1024;

/**
 * A zstd compressor that keeps one context for every answer it compresses, on the calling thread.
 * zstd starts a new frame on the same context after each ZSTD_e_end, reusing its tables, so an
 * answer costs only its compression: 37 µs of CPU for 34 kB of JSON against 57-64 µs through
 * `zstdCompressSync` (which builds and frees a context each time) and 149 µs through the thread
 * pool (measured serially, Node 26). Nothing is allocated per answer but the compressed copy, so
 * memory stays flat where a context per answer on the event loop raised the server's RSS
 * (README "Delivery"). An engine that reports an error destroys itself (synchronously, as
 * Node's own sync calls rely on); it is then dropped, the answer fails, and the next one starts a
 * new engine.
 */
export function reusedZstd(options: ZstdOptions): (body: Buffer) => Buffer {
  let engine: EngineInternals | null = null;
  const scratch = Buffer.allocUnsafe(SCRATCH_BYTES);

  const open = (): EngineInternals => {
    const created = createZstdCompress(options);
    // The error is thrown to the caller below; the event that follows would otherwise end the process.
    created.on('error', () => {});
    return created as unknown as EngineInternals;
  };

  return (body) => {
    engine ??= open();
    const handle = engine._handle;
    if (!handle) throw new Error('zstd: the compressor was closed');
    const state = engine._writeState;
    const parts: Buffer[] = [];
    let total = 0;
    let offset = 0;
    let left = body.length;
    for (;;) {
      handle.writeSync(constants.ZSTD_e_end, body, offset, left, scratch, 0, SCRATCH_BYTES);
      if (engine.destroyed) {
        engine = null;
        throw new Error('zstd: the compressor failed');
      }
      const outLeft = state[0] ?? 0;
      const inLeft = state[1] ?? 0;
      const made = SCRATCH_BYTES - outLeft;
      parts.push(Buffer.from(scratch.subarray(0, made)));
      total += made;
      offset += left - inLeft;
      left = inLeft;
      // Output space left over means zstd flushed all it had: the frame is complete.
      if (outLeft !== 0) break;
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, total);
  };
}
