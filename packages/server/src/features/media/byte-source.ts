import { open } from 'node:fs/promises';

/**
 * Random access to a file's bytes, for the container readers: they read a few headers at known
 * offsets and skip the rest (a video's frames) without loading it.
 */
export interface ByteSource {
  size: number;
  /** Up to `length` bytes from `position`; fewer at the end of the file. */
  read(position: number, length: number): Promise<Buffer>;
}

/** Bytes already in memory (tests, small files). */
export function bufferSource(data: Buffer): ByteSource {
  return {
    size: data.length,
    read: async (position, length) => data.subarray(position, position + length),
  };
}

/** A file on disk, open while `use` runs. */
export async function withFileSource<T>(path: string, use: (source: ByteSource) => Promise<T>): Promise<T> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return await use({
      size,
      async read(position, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}
