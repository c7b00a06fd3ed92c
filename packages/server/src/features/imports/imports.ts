import { type ImportKind, importMessages } from '@rookery/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ImportsTable } from '../../db/import-tables.js';
import { ConflictError } from '../../http/errors.js';
import { enqueue } from '../../jobs/enqueue.js';
import { jsonb } from '../posts/jsonb.js';
import type { ImportTally } from './report.js';

export type ImportRow = Selectable<ImportsTable>;

/** One job key per import: adding it again never makes a second runner of the same import. */
export const importJobKey = (id: string) => `import:${id}`;

export interface NewImport {
  userId: string;
  blogId: string;
  kind: ImportKind;
  fileName: string;
  fileBytes: number;
}

/**
 * The import's row and its job, together (the job starts once the row exists, in the same
 * transaction); `keep` moves the received file into place before the commit. A blog with an
 * import still queued or running refuses another (409).
 */
export async function createImport(
  db: Db,
  input: NewImport,
  keep: (id: string) => Promise<void>,
): Promise<ImportRow> {
  try {
    return await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('imports')
        .values({
          user_id: input.userId,
          blog_id: input.blogId,
          kind: input.kind,
          file_name: input.fileName.slice(0, 255),
          file_bytes: String(input.fileBytes),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await keep(row.id);
      await enqueue(tx, 'import_posts', { importId: row.id }, { jobKey: importJobKey(row.id) });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(importMessages.alreadyRunning);
    throw error;
  }
}

/** A blog's imports, newest first. */
export function listImports(db: Db, blogId: string, limit = 10): Promise<ImportRow[]> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('blog_id', '=', blogId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findImport(db: Db, id: string): Promise<ImportRow | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

type ImportChanges = Partial<Pick<ImportRow, 'status' | 'done' | 'total' | 'error' | 'finished_at'>>;

export async function updateImport(db: Db, id: string, changes: ImportChanges): Promise<void> {
  await db
    .updateTable('imports')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Progress after a post: how far, and what the tally says. */
export async function saveProgress(db: Db, id: string, done: number, tally: ImportTally): Promise<void> {
  await db
    .updateTable('imports')
    .set({ done, counts: jsonb(tally.counts), report: jsonb(tally.items), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
