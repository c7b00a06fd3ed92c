import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MS,
} from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { RateLimitError } from '../../http/errors.js';

/**
 * Failed logins counted per account (email) and per client address in a sliding window, in
 * PostgreSQL so every server process sees the same counts.
 */
const keys = (email: string, ip: string) => ({ account: `account:${email}`, address: `address:${ip}` });

export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const { account, address } = keys(email, ip);
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', sql<string>`count(*)`.as('n')])
    .where('key', 'in', [account, address])
    .where('at', '>', since)
    .groupBy('key')
    .execute();
  const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
  if (count(account) >= LOGIN_MAX_FAILURES_PER_ACCOUNT || count(address) >= LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw new RateLimitError();
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  const { account, address } = keys(email, ip);
  await db
    .insertInto('login_failures')
    .values([{ key: account }, { key: address }])
    .execute();
  await db
    .deleteFrom('login_failures')
    .where('key', 'in', [account, address])
    .where('at', '<', new Date(Date.now() - LOGIN_WINDOW_MS))
    .execute();
}

/** A successful login clears the account's failures (not the address's: that guards other accounts). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', keys(email, '').account).execute();
}
