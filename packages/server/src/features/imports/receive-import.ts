import { IMPORT_MAX_BYTES, type ImportKind, importMessages, messages } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../http/errors.js';
import { isMalformedMultipart } from '../../http/multipart-errors.js';
import { discard, discardRest } from '../media/receive.js';
import { removeTemp, writeTempFile } from '../media/temp-files.js';
import { UploadGate } from '../media/upload-gate.js';

/** A received export, waiting in a temp file, with the kind its first bytes say it is. */
export interface ReceivedImport {
  name: string;
  path: string;
  bytes: number;
  kind: ImportKind;
}

const refuse = (detail: string) => ValidationError.field('file', detail);

/** Enough of the start to tell a zip from JSON (which may start with a byte-order mark and spaces). */
const HEAD_BYTES = 1024;

/** A zip (its first local header, or an empty zip's end record) is the archive; JSON is an API dump. */
export function importKindOfHead(head: Buffer): ImportKind | null {
  if (head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) return 'tumblr_archive';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('{') || text.startsWith('[') ? 'tumblr_api' : null;
}

/**
 * The import call's multipart body: one file in `file`, streamed to a temp file in `dir`, never
 * whole in memory. Its first bytes decide what it is (anything else is refused there), and it is
 * cut off at the first byte past IMPORT_MAX_BYTES; a refused or broken-off file leaves nothing.
 */
export async function receiveImport(request: FastifyRequest, dir: string): Promise<ReceivedImport> {
  if (!request.isMultipart()) throw refuse(importMessages.noFile);
  let received: ReceivedImport | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !received) {
        let kind: ImportKind | null = null;
        const gate = new UploadGate(HEAD_BYTES, async (head) => {
          kind = importKindOfHead(head);
          if (!kind) throw refuse(importMessages.notAnExport);
          return [{ bytes: IMPORT_MAX_BYTES, error: () => refuse(importMessages.tooBig) }];
        });
        const path = await writeTempFile(part.file, dir, gate);
        received = { name: part.filename, path, bytes: gate.bytes, kind: kind ?? 'tumblr_api' };
      } else if (part.type === 'file') {
        await discard(part.file);
      }
    }
    if (!received) throw refuse(importMessages.noFile);
    return received;
  } catch (error) {
    if (received) await removeTemp(received.path);
    if (!request.raw.complete) discardRest(request.raw);
    throw isMalformedMultipart(error) ? refuse(messages.malformedMultipart) : error;
  }
}
