import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES_ANY, type UploadResponse } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { presentMedia } from './present.js';
import { receiveUpload } from './receive.js';
import { storeUpload } from './upload.js';

/**
 * `POST /svc/media/upload`: one file per request (doc 2 §9: one at a time), signed-in users only.
 *
 * Multipart parsing lives in this route's own scope, so no other route starts accepting multipart
 * bodies. The body is not read before the handler runs, so the form key must come in the
 * `X-Form-Key` header: the form-key check refuses a request without it before a byte of the file
 * is read, and so does the sign-in check.
 */
export async function mediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES_ANY, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    scope.post('/svc/media/upload', async (request) => {
      const session = requireSession(request);
      const file = await receiveUpload(request);
      const media = await storeUpload(deps, session.userId, file);
      return ok<UploadResponse>(presentMedia(media, deps.media));
    });
  });
}
