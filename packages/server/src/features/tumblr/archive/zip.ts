import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Where an entry's bytes are in its zip: enough to read it again without walking the zip's
 * directory, so a batch of the import reads the few entries it needs and nothing else.
 */
export interface EntryLocator {
  offset: number;
  compressedSize: number;
  uncompressedSize: number;
  deflated: boolean;
}

export interface ZipEntry {
  name: string;
  at: EntryLocator;
}

/** Opens a zip without reading its entries yet (yauzl, lazily); close it when done. */
export async function openZip(path: string): Promise<ZipFile> {
  return yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: false });
}

/**
 * Every readable file of the zip: folders, encrypted entries and compression other than deflate
 * (which no export uses) are left out. One entry at a time, so a zip of many thousand files never
 * holds up the event loop.
 */
export function listEntries(zip: ZipFile): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    const entries: ZipEntry[] = [];
    zip.on('entry', (entry: Entry) => {
      const readable =
        !entry.fileName.endsWith('/') && !entry.isEncrypted() && [0, 8].includes(entry.compressionMethod);
      if (readable) {
        entries.push({
          name: entry.fileName,
          at: {
            offset: entry.relativeOffsetOfLocalHeader,
            compressedSize: entry.compressedSize,
            uncompressedSize: entry.uncompressedSize,
            deflated: entry.compressionMethod === 8,
          },
        });
      }
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** A stream of an entry's bytes, inflated, checked against its stated size as it goes. */
async function entryStream(zip: ZipFile, at: EntryLocator): Promise<Readable> {
  const { fileDataStart } = await zip.readLocalFileHeaderPromise(
    { relativeOffsetOfLocalHeader: at.offset, compressedSize: at.compressedSize } as Entry,
    { minimal: true },
  );
  return new Promise((resolve, reject) =>
    zip.openReadStreamLowLevel(
      fileDataStart,
      at.compressedSize,
      0,
      at.compressedSize,
      at.deflated,
      at.uncompressedSize,
      (error, stream) => (error ? reject(error) : resolve(stream)),
    ),
  );
}

/** Thrown when an entry is larger than the reader takes. */
export class EntryTooLargeError extends Error {
  override name = 'EntryTooLargeError';
}

/** An entry's bytes in memory: small files only (a post's HTML). */
export async function readEntry(zip: ZipFile, at: EntryLocator, maxBytes: number): Promise<Buffer> {
  if (at.uncompressedSize > maxBytes) throw new EntryTooLargeError();
  const chunks: Buffer[] = [];
  for await (const chunk of await entryStream(zip, at)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An entry written to `path` (a photo, a video, a zip inside the zip), streamed. */
export async function extractEntry(
  zip: ZipFile,
  at: EntryLocator,
  path: string,
  maxBytes: number,
): Promise<void> {
  if (at.uncompressedSize > maxBytes) throw new EntryTooLargeError();
  await pipeline(await entryStream(zip, at), createWriteStream(path, { flags: 'wx' }));
}
