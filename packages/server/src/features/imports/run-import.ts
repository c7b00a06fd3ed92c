import { mkdir } from 'node:fs/promises';
import { importMessages } from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { ValidationError } from '../../http/errors.js';
import { enqueue } from '../../jobs/enqueue.js';
import { ChunkWriter, readChunkFrom } from './chunks.js';
import { importUploadPath, importWorkDir, removeImportFiles } from './import-files.js';
import { importPost } from './import-post.js';
import { findImport, type ImportRow, importJobKey, saveProgress, updateImport } from './imports.js';
import { ImportTally } from './report.js';
import type { SourceContext } from './source.js';
import { IMPORT_SOURCES } from './sources.js';

/**
 * A run works on posts for about this long, then hands its slot back (the job adds itself again):
 * publishing and the other jobs never wait long behind an import, and a restart loses at most one
 * post's work.
 */
const RUN_MS = 4000;

const contextOf = (deps: AppDeps, row: ImportRow, blogName: string): SourceContext => ({
  deps,
  userId: row.user_id,
  blogName,
  filePath: importUploadPath(deps.config.dataDir, row.id),
  workDir: importWorkDir(deps.config.dataDir, row.id),
});

const again = (deps: AppDeps, row: ImportRow) =>
  enqueue(deps.db, 'import_posts', { importId: row.id }, { jobKey: importJobKey(row.id) });

/** The first run reads the file through and lists its posts in chunks: the total is known from then on. */
async function listPosts(deps: AppDeps, row: ImportRow): Promise<void> {
  const blog = await deps.db
    .selectFrom('blogs')
    .select('name')
    .where('id', '=', row.blog_id)
    .executeTakeFirstOrThrow();
  const context = contextOf(deps, row, blog.name);
  await updateImport(deps.db, row.id, { status: 'running' });
  await mkdir(context.workDir, { recursive: true });
  const chunks = new ChunkWriter(context.workDir);
  await IMPORT_SOURCES[row.kind].list(context, chunks);
  await updateImport(deps.db, row.id, { total: await chunks.finish() });
}

/** Imports posts from where the last run stopped, for RUN_MS; answers whether every post is done. */
async function importSome(deps: AppDeps, row: ImportRow, total: number): Promise<boolean> {
  const blog = await deps.db
    .selectFrom('blogs')
    .select(['id', 'name'])
    .where('id', '=', row.blog_id)
    .executeTakeFirstOrThrow();
  const source = IMPORT_SOURCES[row.kind];
  const target = { deps, userId: row.user_id, blog, importId: row.id, origin: source.origin };
  const context = contextOf(deps, row, blog.name);
  const open = await source.open(context);
  const tally = new ImportTally(row.counts, row.report);
  const started = Date.now();
  let done = row.done;
  try {
    for (const item of await readChunkFrom(context.workDir, done)) {
      tally.add(item.sourceId, await importPost(target, open, item));
      await saveProgress(deps.db, row.id, ++done, tally);
      if (Date.now() - started > RUN_MS) break;
    }
  } finally {
    await open.close();
  }
  return done >= total;
}

async function end(deps: AppDeps, row: ImportRow, error: string | null): Promise<void> {
  await updateImport(deps.db, row.id, { status: error ? 'failed' : 'done', error, finished_at: new Date() });
  await removeImportFiles(deps.config.dataDir, row.id);
}

/**
 * The import_posts job: one step of an import, then the job is added again for the next, until
 * the last post; the file and the working folder go when it is over. Posts are imported one at a
 * time, progress saved after each. A file that turns out unreadable fails the import with the
 * reason; anything else fails it with words saying to try again (an import done twice imports
 * nothing twice), never leaving it running for ever.
 */
export async function runImport(
  deps: AppDeps,
  importId: string,
  log: (error: unknown) => void,
): Promise<void> {
  const row = await findImport(deps.db, importId);
  if (!row || row.status === 'done' || row.status === 'failed') return;
  try {
    if (row.total === null) {
      await listPosts(deps, row);
      await again(deps, row);
    } else if (await importSome(deps, row, row.total)) {
      await end(deps, row, null);
    } else {
      await again(deps, row);
    }
  } catch (error) {
    if (!(error instanceof ValidationError)) log(error);
    await end(deps, row, error instanceof ValidationError ? error.message : importMessages.failed);
  }
}
