import { rm } from 'node:fs/promises';
import type { AppDeps } from '../../deps.js';
import { exportFilePath } from './export-files.js';

/**
 * The hourly expire_exports job: every ready export past its time loses its file and is marked
 * expired (it stays listed, so its owner sees what became of it). Answers how many expired.
 */
export async function expireExports(deps: Pick<AppDeps, 'db' | 'config'>, now = new Date()): Promise<number> {
  const due = await deps.db
    .selectFrom('account_exports')
    .select(['id', 'token'])
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .execute();
  for (const row of due) {
    await rm(exportFilePath(deps.config.dataDir, row), { force: true });
    await deps.db
      .updateTable('account_exports')
      .set({ status: 'expired' })
      .where('id', '=', row.id)
      .execute();
  }
  return due.length;
}
