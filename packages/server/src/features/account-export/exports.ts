import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { type AccountExport, accountExportTexts } from '@rookery/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AccountExportsTable } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ConflictError, GoneError, NotFoundError } from '../../http/errors.js';
import { enqueue } from '../../jobs/index.js';
import { exportFilePath } from './export-files.js';

type ExportRow = Selectable<AccountExportsTable>;

/** A ready export whose time has passed is expired, even before the hourly job deletes its file. */
const statusOf = (row: ExportRow, now: Date) =>
  row.status === 'ready' && row.expires_at && row.expires_at <= now ? 'expired' : row.status;

export function presentExport(row: ExportRow, now = new Date()): AccountExport {
  const status = statusOf(row, now);
  return {
    token: row.token,
    status,
    requested_at: row.created_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    bytes: row.bytes === null ? null : Number(row.bytes),
    download_url: status === 'ready' ? `/svc/account/export/${row.token}` : null,
  };
}

/** The account's exports, newest first (a handful: a few a day at most, and they expire). */
export async function listExports(db: Db, userId: string): Promise<AccountExport[]> {
  const rows = await db
    .selectFrom('account_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => presentExport(row));
}

/** Refuses a second export while one is being made: it would hold the same things. */
export async function assertNonePending(db: Db, userId: string): Promise<void> {
  const pending = await db
    .selectFrom('account_exports')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw new ConflictError(accountExportTexts.alreadyPending);
}

/**
 * A new pending export and the job that makes it, committed together. The one-pending index turns
 * a second request racing this one into the same refusal as assertNonePending's.
 */
export async function createExport(db: Db, userId: string): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('account_exports')
        .values({ user_id: userId, token: randomBytes(32).toString('base64url') })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A few tries: an export that fails three times is marked failed, and the person asks again.
      await enqueue(tx, 'build_account_export', { exportId: row.id }, { maxAttempts: 3 });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'account_exports_one_pending'))
      throw new ConflictError(accountExportTexts.alreadyPending);
    throw error;
  }
}

/** The file of a ready export of this account; another account's token is not found, like a wrong one. */
export async function readyExportFile(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  token: string,
): Promise<{ path: string; bytes: number; exportedAt: Date }> {
  const row = await deps.db
    .selectFrom('account_exports')
    .selectAll()
    .where('token', '=', token)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(accountExportTexts.notFound);
  switch (statusOf(row, new Date())) {
    case 'pending':
      throw new ConflictError(accountExportTexts.notReady);
    case 'expired':
      throw new GoneError(accountExportTexts.expired);
    case 'failed':
      throw new GoneError(accountExportTexts.failed);
  }
  const path = exportFilePath(deps.config.dataDir, row);
  // Ready, yet its file is gone (removed by hand, or the disk lost it): as good as expired.
  if (!(await stat(path).catch(() => null))) throw new GoneError(accountExportTexts.expired);
  return { path, bytes: Number(row.bytes), exportedAt: row.ready_at! };
}
