import { UPLOAD_QUOTA_BYTES, uploadMessages } from '@rookery/core';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { ValidationError } from '../../http/errors.js';

/** An account's storage: its quota, and what its uploads leave of it. */
export interface Storage {
  quota: number;
  left: number;
}

export function uploadQuota(config: Pick<Config, 'uploadQuotaBytes'>): number {
  return config.uploadQuotaBytes ?? UPLOAD_QUOTA_BYTES;
}

export const storageFull = (quota: number) =>
  ValidationError.field('file', uploadMessages.storageFull(quota));

/** Bytes of every upload the user keeps, counted from the media rows (media_user_created_idx). */
async function storageUsed(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select(sql<string>`coalesce(sum(bytes), 0)`.as('used'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** Before a byte of the file is read: what is left, refused at once when nothing is. */
export async function storageLeft(
  db: Db,
  config: Pick<Config, 'uploadQuotaBytes'>,
  userId: string,
): Promise<Storage> {
  const quota = uploadQuota(config);
  const left = quota - (await storageUsed(db, userId));
  if (left <= 0) throw storageFull(quota);
  return { quota, left };
}

/**
 * In the transaction that adds the upload's row: the owner's row is locked first, so two uploads
 * finishing at once are counted one after the other and cannot both take the last room.
 */
export async function claimStorage(tx: Db, userId: string, bytes: number, quota: number): Promise<void> {
  await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  if ((await storageUsed(tx, userId)) + bytes > quota) throw storageFull(quota);
}
