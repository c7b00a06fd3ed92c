import type { MultipartFile } from '@fastify/multipart';
import { MESSAGE_IMAGE_MAX_BYTES, messagingTexts, sendMessageSchema } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import qs from 'qs';
import { ValidationError } from '../../http/errors.js';
import type { ReceivedImage } from './message-image.js';

/** The persisted fields of a message (spec §3) and the form key: a body may carry nothing else. */
const FIELDS = new Set(Object.keys(sendMessageSchema.shape));

export interface IncomingMessage {
  fields: Record<string, unknown>;
  file: ReceivedImage | null;
}

/**
 * A message as sent: form-encoded (or JSON) fields, or a multipart body whose file is the part
 * `data` (an IMAGE message). A field that is not a persisted one is refused by name.
 */
export async function receiveMessage(request: FastifyRequest, limitBytes: number): Promise<IncomingMessage> {
  const incoming = request.isMultipart()
    ? await readMultipart(request, limitBytes)
    : { fields: (request.body ?? {}) as Record<string, unknown>, file: null };
  const unknown = Object.keys(incoming.fields).find((k) => !FIELDS.has(k));
  if (unknown) throw ValidationError.field(unknown, messagingTexts.unknownField(unknown));
  return incoming;
}

async function readMultipart(request: FastifyRequest, limitBytes: number): Promise<IncomingMessage> {
  const pairs = new URLSearchParams();
  let file: ReceivedImage | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') pairs.append(part.fieldname, part.value);
    } else if (part.fieldname === 'data' && !file) {
      file = { name: part.filename, declaredType: part.mimetype, data: await readWhole(part, limitBytes) };
    } else {
      await part.toBuffer().catch(() => undefined);
      throw ValidationError.field(part.fieldname, messagingTexts.unknownField(part.fieldname));
    }
  }
  // Bracket keys (post[id]) read as in form posts.
  return { fields: qs.parse(pairs.toString(), { depth: 2 }) as Record<string, unknown>, file };
}

/** Past the multipart cut-off the file is too big for any limit the server may have. */
async function readWhole(part: MultipartFile, limitBytes: number): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw ValidationError.field('data', messagingTexts.imageTooBig(limitBytes));
  }
}

/** The multipart cut-off: the configured limit (or the default, when larger) plus one byte, so over-limit files are seen. */
export function multipartCutoff(configured: number | undefined): number {
  return Math.max(configured ?? 0, MESSAGE_IMAGE_MAX_BYTES) + 1;
}
