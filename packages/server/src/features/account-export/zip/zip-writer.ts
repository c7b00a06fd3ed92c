import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/**
 * Entries added and not yet begun. yazl keeps what it is given until it reaches it, so `add` waits
 * while this many are queued: an export of any size holds a few entries' worth in memory, not all.
 */
const QUEUED_AHEAD = 32;

export interface EntryOptions {
  /** Deflate it; off for files that are compressed already (JPEG, MP4, ...). */
  compress?: boolean;
  mtime?: Date;
}

/**
 * A zip written to a file as it is made (yazl), each entry's bytes read only when the zip reaches
 * it. Any failure (a file that cannot be read, a full disk) rejects the next `add` and `finish`.
 */
export class ZipWriter {
  private readonly zip = new ZipFile();
  private readonly written: Promise<void>;
  private queued = 0;
  private waiting: (() => void)[] = [];
  private failure: Error | null = null;

  constructor(private readonly path: string) {
    this.zip.on('error', (error: Error) => this.fail(error));
    this.written = pipeline(this.zip.outputStream, createWriteStream(path));
    this.written.catch((error: Error) => this.fail(error));
  }

  /** Adds a file whose bytes `open` gives when the zip comes to it. */
  async add(path: string, open: () => Readable, options: EntryOptions = {}): Promise<void> {
    this.throwIfFailed();
    this.queued += 1;
    this.zip.addReadStreamLazy(
      path,
      { compress: options.compress ?? true, ...(options.mtime ? { mtime: options.mtime } : {}) },
      (done) => {
        this.queued -= 1;
        this.wake();
        try {
          // yazl pipes the stream without listening for its errors: they fail the zip here.
          done(
            null,
            open().on('error', (error: Error) => this.fail(error)),
          );
        } catch (error) {
          done(error, Readable.from([]));
        }
      },
    );
    while (this.queued > QUEUED_AHEAD && !this.failure) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.throwIfFailed();
  }

  addText(path: string, text: string, options?: EntryOptions): Promise<void> {
    return this.add(path, () => Readable.from([Buffer.from(text, 'utf8')]), options);
  }

  /** JSON indented for people to read; `null` values kept, so every documented field is there. */
  addJson(path: string, value: unknown): Promise<void> {
    return this.addText(path, `${JSON.stringify(value, null, 2)}\n`);
  }

  /** A text made piece by piece as the zip reads it (a blog's posts, a batch at a time). */
  addGenerated(path: string, pieces: () => AsyncIterable<string>): Promise<void> {
    return this.add(path, () => Readable.from(pieces()));
  }

  /** Writes the central directory and waits for the last byte on disk; answers the file's size. */
  async finish(): Promise<number> {
    this.throwIfFailed();
    this.zip.end();
    await this.written;
    this.throwIfFailed();
    return (await stat(this.path)).size;
  }

  /** Gives up on the zip (the export failed elsewhere): its file is closed, for the caller to remove. */
  async abort(error: Error): Promise<void> {
    this.fail(error);
    await this.written.catch(() => {});
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.wake(true);
    (this.zip.outputStream as Readable).destroy(error);
  }

  private wake(all = false): void {
    const ready = all ? this.waiting.splice(0) : this.waiting.splice(0, 1);
    for (const resolve of ready) resolve();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
