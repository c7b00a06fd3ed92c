import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES_ANY, type UploadResponse, uploadUrlSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { importImage } from './import-image.js';
import { presentMedia } from './present.js';
import { storageLeft } from './quota.js';
import { receiveUpload } from './receive.js';
import { sweepStaleTemp, uploadTempDir } from './temp-files.js';
import { storeReceivedUpload } from './upload.js';
import { captionsUploadRoute, videoStatusRoutes } from './video/video-routes.js';

/** Temp files older than this at start-up were left by a process that died mid-upload. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * `POST /svc/media/upload`: one file per request (doc 2 §9: one at a time), signed-in users only.
 *
 * Multipart parsing lives in this route's own scope, so no other route starts accepting multipart
 * bodies. The body is not read before the handler runs, so the form key must come in the
 * `X-Form-Key` header: the form-key check refuses a request without it before a byte of the file
 * is read, and so do the sign-in check and a full storage quota.
 */
export async function mediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const tempDir = uploadTempDir(deps.config.dataDir);
  await sweepStaleTemp(tempDir, STALE_TEMP_MS);
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the largest limit, so the upload gate (which names the kind's limit) is
      // always the one to stop a file; the parser's own cut-off is only a backstop.
      limits: { fileSize: UPLOAD_MAX_BYTES_ANY + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    scope.post('/svc/media/upload', async (request) => {
      const session = requireSession(request);
      const storage = await storageLeft(deps.db, deps.config, session.userId);
      const file = await receiveUpload(request, tempDir, storage);
      const media = await storeReceivedUpload(deps, session.userId, file);
      return ok<UploadResponse>(presentMedia(media, deps.media));
    });
    captionsUploadRoute(scope, deps);
  });

  // An image by its address (issue 17: the composer's photo by URL, the editor's Image from
  // address): fetched by the server and stored as an upload of the file would be.
  app.post('/svc/media/upload_url', async (request) => {
    const session = requireSession(request);
    const { url } = parse(uploadUrlSchema, request.body);
    await assertWithinLimit(deps, 'outsideFetch', actorOf(request));
    const media = await importImage(deps, session.userId, url, 'url');
    return ok<UploadResponse>(presentMedia(media, deps.media));
  });
  videoStatusRoutes(app, deps);
}
