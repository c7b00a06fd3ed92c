import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MediaTable } from '../../db/schema.js';

export type MediaRow = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;

export const MEDIA_PATH = '/media/';

/**
 * The store key a post refers to: posts carry the url the upload call answered with
 * (`/media/<key>`) or the bare key. A full url is not taken, as its host could be anyone's; null
 * for anything that is not one of our media paths.
 */
export function mediaKeyFrom(urlOrKey: string): string | null {
  const value = urlOrKey.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  const key = value.startsWith(MEDIA_PATH) ? value.slice(MEDIA_PATH.length) : value;
  if (!key || key.startsWith('/') || key.split('/').includes('..')) return null;
  return key;
}

export async function insertMedia(db: Db, media: NewMedia): Promise<MediaRow> {
  return db.insertInto('media').values(media).returningAll().executeTakeFirstOrThrow();
}

export async function findMediaById(db: Db, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The upload behind a url or key, only when this user sent it: a post may use its author's
 * uploads and no one else's.
 */
export async function findOwnedMedia(
  db: Db,
  userId: string,
  urlOrKey: string,
): Promise<MediaRow | undefined> {
  const key = mediaKeyFrom(urlOrKey);
  if (!key) return undefined;
  return db
    .selectFrom('media')
    .selectAll()
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
