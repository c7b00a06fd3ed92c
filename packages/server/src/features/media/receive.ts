import type { MultipartFile } from '@fastify/multipart';
import {
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_BYTES_ANY,
  uploadFieldsSchema,
  uploadKindOf,
  uploadMessages,
} from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { ReceivedFile } from './upload.js';

/**
 * Reads the upload call's multipart body: one file in `file`, and the `kind` field before or after
 * it. The file is read whole into memory (sharp and the tag parsers need it whole), cut off at the
 * largest limit of any kind so an endless body cannot fill memory.
 */
export async function receiveUpload(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw ValidationError.field('file', uploadMessages.noFile);
  const fields: Record<string, string> = {};
  let file: Omit<ReceivedFile, 'kind'> | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'file' && !file) {
      file = { name: part.filename, declaredType: part.mimetype, data: await readWhole(part, fields.kind) };
    } else {
      // Drain any other file so the body is read to its end.
      await part.toBuffer().catch(() => undefined);
    }
  }
  if (!file) throw ValidationError.field('file', uploadMessages.noFile);
  const { kind } = parse(uploadFieldsSchema, fields);
  return { ...file, kind };
}

/** Past the cut-off the limit named is the wanted kind's: the `kind` field when it came first. */
async function readWhole(part: MultipartFile, kindField: string | undefined): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    const named = UPLOAD_KINDS.find((k) => k === kindField);
    const kind = named ?? uploadKindOf({ name: part.filename, type: part.mimetype });
    throw ValidationError.field(
      'file',
      uploadMessages.tooBig(kind ? UPLOAD_MAX_BYTES[kind] : UPLOAD_MAX_BYTES_ANY),
    );
  }
}
