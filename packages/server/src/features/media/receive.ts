import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, type UploadKind, uploadFieldsSchema, uploadMessages } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../http/errors.js';
import { isMalformedMultipart } from '../../http/multipart-errors.js';
import { parse } from '../../http/validate.js';
import { type Storage, storageFull } from './quota.js';
import { HEAD_BYTES, kindOfHead, wantedKind } from './sniff.js';
import { removeTemp, writeTempFile } from './temp-files.js';
import type { ReceivedFile } from './upload.js';
import { type ByteLimit, UploadGate } from './upload-gate.js';

const refuse = (detail: string) => ValidationError.field('file', detail);

/**
 * Reads the upload call's multipart body: one file in `file`, and the `kind` field before or after
 * it. The file streams to a temp file in `dir`, never whole in memory. Its first bytes decide its
 * kind; junk is refused there, and the stream stops at the first byte past the kind's limit or
 * the account's storage. A refused or broken-off file leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  dir: string,
  storage: Storage,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw refuse(uploadMessages.noFile);
  const fields: Record<string, string> = {};
  let file: Omit<ReceivedFile, 'kind'> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && !file) {
        // A `kind` sent first (as the composer sends it) is checked before the file is read.
        const { kind } = parse(uploadFieldsSchema, fields);
        file = await receiveFilePart(part, dir, storage, kind);
      } else {
        await discard(part.file);
      }
    }
    if (!file) throw refuse(uploadMessages.noFile);
    const { kind, purpose } = parse(uploadFieldsSchema, fields);
    return { ...file, kind, purpose };
  } catch (error) {
    if (file) await removeTemp(file.path);
    if (!request.raw.complete) discardRest(request.raw);
    // A body the parser cannot read is the sender's: told as the spec's failed transfer.
    throw isMalformedMultipart(error) ? refuse(uploadMessages.failed) : error;
  }
}

/**
 * One file part to a temp file: its first bytes decide its kind (the one wanted, when named), and
 * the stream stops at the first byte past that kind's limit or the account's storage.
 */
export async function receiveFilePart(
  part: MultipartFile,
  dir: string,
  storage: Storage,
  kind?: UploadKind,
): Promise<Omit<ReceivedFile, 'kind'>> {
  const wanted = wantedKind({ kind, name: part.filename, declaredType: part.mimetype });
  const gate = new UploadGate(HEAD_BYTES, (head) => limitsOf(head, wanted, storage));
  const path = await writeTempFile(part.file, dir, gate);
  return { name: part.filename, declaredType: part.mimetype, path, bytes: gate.bytes };
}

/** nginx's lingering_time: how long a refused sender may go on sending before it is cut off. */
const LINGER_MS = 30_000;

/**
 * The rest of a refused body is read and dropped, never stored. Closing at once would not do: a
 * connection closed with bytes unread is reset, and a reset can take the answer with it before the
 * browser reads it. Reading also notices a sender that went away, so its connection is let go.
 * One still sending after `lingerMs` is cut off: destroying the request destroys its connection
 * (and a request made in-process, which has no real socket, is only ended).
 */
export function discardRest(raw: IncomingMessage, lingerMs = LINGER_MS): void {
  raw.unpipe();
  raw.resume();
  const cutOff = setTimeout(() => raw.destroy(), lingerMs).unref();
  raw.once('close', () => clearTimeout(cutOff));
}

/**
 * The limits of a file by its first bytes. Audio and video are kept as sent, so their bytes count
 * against the storage as they arrive; an image is bounded by its own limit here and counted at its
 * stored (scaled) size when it is kept.
 */
async function limitsOf(
  head: Buffer,
  wanted: UploadKind | undefined,
  storage: Storage,
): Promise<ByteLimit[]> {
  const kind = await kindOfHead(head, wanted);
  if (!kind || (wanted && kind !== wanted))
    throw refuse(wanted ? uploadMessages.invalidType[wanted] : uploadMessages.unsupported);
  const limits = [
    { bytes: UPLOAD_MAX_BYTES[kind], error: () => refuse(uploadMessages.tooBig(UPLOAD_MAX_BYTES[kind])) },
  ];
  if (kind !== 'image') limits.push({ bytes: storage.left, error: () => storageFull(storage.quota) });
  return limits;
}

/** Another file part is read to its end and dropped, so the body is read through. */
export async function discard(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream);
}
