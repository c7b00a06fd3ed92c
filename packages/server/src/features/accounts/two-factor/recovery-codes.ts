import { randomBytes } from 'node:crypto';
import { TFA_RECOVERY_CODE_COUNT } from '@rookery/core';
import type { Db } from '../../../db/database.js';
import { tokenDigest } from '../../../http/token-digest.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten characters of base32, 50 random bits: shown as `xxxxx-xxxxx`, typed with or without the dash. */
function newCode(): string {
  const bytes = randomBytes(10);
  return [...bytes].map((b) => BASE32[b % 32]).join('');
}

const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** Replaces the account's recovery codes with fresh ones; answers them, the only time they are seen. */
export async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: TFA_RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('tfa_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('tfa_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, digest: tokenDigest(code) })))
    .execute();
  return codes.map(shown);
}

/** Uses up a recovery code (already normalised: no dash, lower case); false when it is not one. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .updateTable('tfa_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('digest', '=', tokenDigest(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('tfa_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}
