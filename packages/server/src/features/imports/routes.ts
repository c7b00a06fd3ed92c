import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, type ImportsResponse, type StartImportResponse } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { removeTemp, sweepStaleTemp } from '../media/temp-files.js';
import { importTempDir, keepImportUpload } from './import-files.js';
import { createImport, listImports } from './imports.js';
import { presentImport } from './present.js';
import { receiveImport } from './receive-import.js';
import { isRookeryExport } from './rookery/source.js';
import { IMPORT_SOURCES } from './sources.js';

/** Temp files older than this at start-up were left by a process that died while receiving one. */
const STALE_TEMP_MS = 6 * 60 * 60 * 1000;

/**
 * Imports into a blog (issue 21), its owner's only (403 for anyone else's blog):
 * - `POST /svc/blog/{name}/import`: multipart, the export in `file` (a Tumblr backup archive or
 *   a JSON file of API posts, told apart by their first bytes). The form key comes in the
 *   `X-Form-Key` header, checked before a byte is read. The file streams to disk; a file that is
 *   plainly no export is refused at once (400 with what is wrong); otherwise the import is queued
 *   for its job and answered. One import per blog at a time (409).
 * - `GET /svc/blog/{name}/imports`: the blog's imports, newest first, with their progress and report.
 * Multipart parsing lives in this route's own scope, like the media upload's.
 */
export async function importRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const tempDir = importTempDir(deps.config.dataDir);
  await sweepStaleTemp(tempDir, STALE_TEMP_MS);

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post<{ Params: { name: string } }>('/svc/blog/:name/import', async (request) => {
      const session = requireSession(request);
      const blog = await requireOwnedBlog(db, session.userId, request.params.name);
      const file = await receiveImport(request, tempDir);
      try {
        // A zip is Tumblr's archive unless its manifest says it is a Rookery export.
        if (file.kind === 'tumblr_archive' && (await isRookeryExport(file.path)))
          file.kind = 'rookery_export';
        await IMPORT_SOURCES[file.kind].check(file.path, blog.name);
        const row = await createImport(
          db,
          {
            userId: session.userId,
            blogId: blog.id,
            kind: file.kind,
            fileName: file.name,
            fileBytes: file.bytes,
          },
          (id) => keepImportUpload(deps.config.dataDir, id, file.path),
        );
        return ok<StartImportResponse>({ import: presentImport(row) });
      } finally {
        await removeTemp(file.path);
      }
    });
  });

  app.get<{ Params: { name: string } }>('/svc/blog/:name/imports', async (request) => {
    const blog = await requireOwnedBlog(db, requireSession(request).userId, request.params.name);
    const rows = await listImports(db, blog.id);
    return ok<ImportsResponse>({ imports: rows.map(presentImport) });
  });
}
