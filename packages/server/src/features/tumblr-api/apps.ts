import { randomBytes } from 'node:crypto';
import { type ApiAppData, apiAppTexts, type registerApiAppSchema } from '@rookery/core';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ApiAppsTable } from '../../db/api-tables.js';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { openSecret, sealSecret } from '../accounts/two-factor/secret-box.js';
import { SEAL_PURPOSE } from './policy.js';

export type AppRow = Selectable<ApiAppsTable>;

/** A consumer key or secret: 288 random bits, 48 characters. */
const newKey = () => randomBytes(36).toString('base64url');

/**
 * The secret is sealed, not hashed: OAuth 1.0a signs every request with it (HMAC-SHA1 under
 * `consumer_secret&token_secret`), so the server must read it back; its owner may also see it
 * again on /settings/apps, as on Tumblr's app page.
 */
export const openAppSecret = (serverSecret: string, app: Pick<AppRow, 'consumer_secret'>): string =>
  openSecret(serverSecret, app.consumer_secret, SEAL_PURPOSE);

export function presentApp(serverSecret: string, app: AppRow): ApiAppData {
  return {
    id: app.id,
    name: app.name,
    website: app.website,
    description: app.description,
    callback_url: app.callback_url,
    consumer_key: app.consumer_key,
    consumer_secret: openAppSecret(serverSecret, app),
    created_at: app.created_at.toISOString(),
  };
}

export async function registerApp(
  db: Db,
  serverSecret: string,
  userId: string,
  input: z.output<typeof registerApiAppSchema>,
): Promise<AppRow> {
  return db
    .insertInto('api_apps')
    .values({
      user_id: userId,
      ...input,
      consumer_key: newKey(),
      consumer_secret: sealSecret(serverSecret, newKey(), SEAL_PURPOSE),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const appsOf = (db: Db, userId: string): Promise<AppRow[]> =>
  db.selectFrom('api_apps').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

export const appByKey = (db: Db, consumerKey: string): Promise<AppRow | undefined> =>
  db.selectFrom('api_apps').selectAll().where('consumer_key', '=', consumerKey).executeTakeFirst();

/**
 * A new consumer secret for one of the account's apps. Signatures made with the old one stop
 * verifying at once; tokens already issued stay valid (they were the user's approval, not the secret).
 */
export async function resetAppSecret(
  db: Db,
  serverSecret: string,
  userId: string,
  id: string,
): Promise<AppRow> {
  const app = await db
    .updateTable('api_apps')
    .set({ consumer_secret: sealSecret(serverSecret, newKey(), SEAL_PURPOSE), updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!app) throw new NotFoundError(apiAppTexts.appGone);
  return app;
}

/** Deletes one of the account's apps, and with it every grant and token it was given. */
export async function deleteApp(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .deleteFrom('api_apps')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (gone.numDeletedRows === 0n) throw new NotFoundError(apiAppTexts.appGone);
}
