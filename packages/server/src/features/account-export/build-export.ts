import { mkdir, rename, rm } from 'node:fs/promises';
import { EXPORT_KEEP_MS } from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { buildExportZip } from './build/build-zip.js';
import { exportFilePath, exportsDir } from './export-files.js';
import { exportReadyMail } from './export-mail.js';

export interface BuildAttempt {
  /** The job's last try: a failure now marks the export failed instead of waiting for a retry. */
  final: boolean;
  log: (error: unknown) => void;
}

/**
 * The build_account_export job: writes the pending export's zip (to a `.part` file, renamed when
 * whole, so a download never sees half a zip), marks it ready for EXPORT_KEEP_MS, and mails the
 * account its link. A mail that cannot be sent leaves the export ready: the settings page lists it.
 * Answers whether it made the file.
 */
export async function buildAccountExport(
  deps: AppDeps,
  exportId: string,
  attempt: BuildAttempt,
): Promise<boolean> {
  const { db, config } = deps;
  const row = await db
    .selectFrom('account_exports')
    .innerJoin('users', 'users.id', 'account_exports.user_id')
    .select(['account_exports.id', 'account_exports.token', 'account_exports.user_id', 'users.email'])
    .where('account_exports.id', '=', exportId)
    .where('account_exports.status', '=', 'pending')
    .executeTakeFirst();
  if (!row) return false;
  const path = exportFilePath(config.dataDir, row);
  const part = `${path}.part`;
  let bytes: number;
  try {
    await mkdir(exportsDir(config.dataDir), { recursive: true });
    bytes = await buildExportZip(deps, row.user_id, part);
    await rename(part, path);
  } catch (error) {
    await rm(part, { force: true });
    if (attempt.final)
      await db.updateTable('account_exports').set({ status: 'failed' }).where('id', '=', row.id).execute();
    throw error;
  }
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EXPORT_KEEP_MS);
  const marked = await db
    .updateTable('account_exports')
    .set({ status: 'ready', bytes, ready_at: now, expires_at: expiresAt })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  // The account went meanwhile (deleted), and its exports with it.
  if (Number(marked.numUpdatedRows) === 0) {
    await rm(path, { force: true });
    return false;
  }
  await deps.mailer
    .send(exportReadyMail(row.email, config.publicUrl, row.token, expiresAt))
    .catch(attempt.log);
  return true;
}
