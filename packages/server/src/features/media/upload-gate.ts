import { Transform, type TransformCallback } from 'node:stream';

/** A byte count a file may not pass, and the error it fails with when it does. */
export interface ByteLimit {
  bytes: number;
  error: () => Error;
}

/**
 * Passes a file's bytes through, counting them. The first `headBytes` are held until `judge` has
 * read them (the kind, from magic numbers) and named the limits, or thrown because the file is
 * junk; from then on the stream fails with a limit's error on the first chunk past it. Either way
 * nothing more is read, and the writer behind the gate is never handed the bytes.
 */
export class UploadGate extends Transform {
  /** Bytes seen so far: the file's size once the stream has ended. */
  bytes = 0;
  private limits: ByteLimit[] | null = null;
  private held: Buffer[] = [];

  constructor(
    private readonly headBytes: number,
    private readonly judge: (head: Buffer) => Promise<ByteLimit[]>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.limits) {
      this.pass(chunk, done);
    } else {
      this.held.push(chunk);
      if (this.bytes < this.headBytes) done();
      else this.decide(done);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.limits) done();
    else this.decide(done);
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.held);
    this.held = [];
    this.judge(head.subarray(0, this.headBytes)).then(
      (limits) => {
        this.limits = limits;
        this.pass(head, done);
      },
      (error: Error) => done(error),
    );
  }

  private pass(chunk: Buffer, done: TransformCallback): void {
    const passed = this.limits?.find((limit) => this.bytes > limit.bytes);
    if (passed) done(passed.error());
    else done(null, chunk);
  }
}
