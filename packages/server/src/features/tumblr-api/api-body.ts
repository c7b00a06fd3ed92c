import multipart from '@fastify/multipart';
import { POST_REQUEST_MAX_BYTES, UPLOAD_MAX_BYTES_ANY } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import type { AppDeps } from '../../deps.js';
import { ValidationError } from '../../http/errors.js';
import { isMalformedMultipart } from '../../http/multipart-errors.js';
import { BRACKET_KEYS } from '../../http/query-string.js';
import { MEDIA_PATH } from '../media/media.js';
import { storageLeft } from '../media/quota.js';
import { discardRest, receiveFilePart } from '../media/receive.js';
import { removeTemp, uploadTempDir, writeTempData } from '../media/temp-files.js';
import { type ReceivedFile, storeReceivedUpload } from '../media/upload.js';
import { MEDIA_INVALID, NPF_INVALID } from '../tumblr/create/input-error.js';
import { TumblrApiError } from './answers.js';

/** What a create or edit request sent: its parameters, and its files by the part's name. */
export interface ApiBody {
  body: Record<string, unknown>;
  /** Files waiting in temp files, by part name (`data[0]` and `data[1]` both under `data`). */
  files: Map<string, ReceivedFile[]>;
}

/** Files a request may carry: a photoset's ten photos, as the composer allows. */
const MAX_FILES = 10;

/**
 * Multipart bodies for the routes registered inside (api.md "User Uploaded Media"), in a scope of
 * their own so no other API route reads multipart. Parts are read by the handler after the caller
 * and the blog are checked, so nobody's file is read before they are known.
 */
export async function withMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    // One byte over the largest limit, so the upload gate (naming the kind's limit) stops a file first.
    limits: {
      fileSize: UPLOAD_MAX_BYTES_ANY + 1,
      files: MAX_FILES,
      fields: 100,
      fieldSize: POST_REQUEST_MAX_BYTES,
      parts: MAX_FILES + 100,
    },
  });
}

const partName = (name: string) => name.replace(/\[\d*\]$/, '');

/**
 * The request's parameters and files: a JSON or form body as parsed, or a multipart one whose
 * `json` part holds the NPF parameters and whose other fields are form parameters. Files stream
 * to temp files within each kind's limit and the account's storage (features/media), nothing kept
 * yet: storeApiFiles keeps them once the request reads as a post.
 */
export async function readApiBody(request: FastifyRequest, deps: AppDeps, userId: string): Promise<ApiBody> {
  const sent = request.isMultipart() ? await readMultipart(request, deps, userId) : null;
  const read = sent ?? { body: (request.body ?? {}) as Record<string, unknown>, files: new Map() };
  return withData64(read, deps);
}

/**
 * `data64` (api.md `/post`: "the contents of an image file encoded using base64"): one more `data`
 * file, checked and kept as any other. The body's own limit bounds it.
 */
async function withData64(sent: ApiBody, deps: AppDeps): Promise<ApiBody> {
  const encoded = sent.body.data64;
  if (typeof encoded !== 'string' || !encoded) return sent;
  const data = Buffer.from(encoded, 'base64');
  const path = await writeTempData(uploadTempDir(deps.config.dataDir), data);
  const file: ReceivedFile = { name: 'data64', declaredType: '', path, bytes: data.length };
  sent.files.set('data', [...(sent.files.get('data') ?? []), file]);
  return sent;
}

async function readMultipart(request: FastifyRequest, deps: AppDeps, userId: string): Promise<ApiBody> {
  const dir = uploadTempDir(deps.config.dataDir);
  const fields = new URLSearchParams();
  const files = new Map<string, ReceivedFile[]>();
  let json: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // A `json` part sent as application/json (as tumblr.js sends it) comes parsed already.
        if (part.fieldname === 'json') json = jsonPart(part.value);
        else if (typeof part.value === 'string') fields.append(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname === 'json') {
        // Sent as a file (`curl -F json=@post.json`): the parameters all the same.
        json = jsonPart((await part.toBuffer()).toString('utf8'));
        continue;
      }
      const storage = await storageLeft(deps.db, deps.config, userId);
      const file = await receiveFilePart(part, dir, storage);
      const name = partName(part.fieldname);
      files.set(name, [...(files.get(name) ?? []), file]);
    }
  } catch (error) {
    await removeApiFiles(files);
    if (!request.raw.complete) discardRest(request.raw);
    throw isMalformedMultipart(error)
      ? new TumblrApiError(400, 'The multipart body is malformed.')
      : asMediaError(error);
  }
  return { body: { ...qs.parse(fields.toString(), BRACKET_KEYS), ...json }, files };
}

function jsonPart(sent: unknown): Record<string, unknown> {
  try {
    const value: unknown = typeof sent === 'string' ? JSON.parse(sent) : sent;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below, as any other JSON that is not an object
  }
  throw new TumblrApiError(400, "The 'json' part must be a JSON object.", NPF_INVALID);
}

/** An upload refused as the composer's would be (its kind, size, the storage left): Tumblr's 400.8005. */
function asMediaError(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error;
  return new TumblrApiError(400, error.message, MEDIA_INVALID);
}

/** Temp files of a request that will not be kept. */
export async function removeApiFiles(files: Map<string, ReceivedFile[]>): Promise<void> {
  await Promise.all([...files.values()].flat().map((file) => removeTemp(file.path)));
}

/** Work on a request whose files wait: a refusal drops them, so a refused request keeps nothing. */
export async function orDropFiles<T>(files: Map<string, ReceivedFile[]>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeApiFiles(files);
    throw error;
  }
}

/**
 * A stand-in address per file, for reading the request as a post before anything is kept: a
 * request the mapping refuses keeps none of its files.
 */
export const pendingPaths = (files: Map<string, ReceivedFile[]>): Map<string, string[]> =>
  new Map([...files].map(([name, list]) => [name, list.map((_, i) => `${MEDIA_PATH}pending/${name}/${i}`)]));

/**
 * Each file checked, prepared and kept as an upload of the user, exactly as the composer's upload
 * call keeps one (storeReceivedUpload: the kind proven by the bytes, images scaled, the storage
 * quota claimed): the post then refers to them by their paths.
 */
export async function storeApiFiles(
  deps: AppDeps,
  userId: string,
  files: Map<string, ReceivedFile[]>,
): Promise<Map<string, string[]>> {
  const stored = new Map<string, string[]>();
  try {
    for (const [name, list] of files) {
      const paths: string[] = [];
      for (const file of list) {
        const media = await storeReceivedUpload(deps, userId, file).catch((error: unknown) => {
          throw asMediaError(error);
        });
        paths.push(`${MEDIA_PATH}${media.key}`);
      }
      stored.set(name, paths);
    }
  } finally {
    await removeApiFiles(files);
  }
  return stored;
}
