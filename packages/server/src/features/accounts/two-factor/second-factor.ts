import { TFA_RATES, tfaMessages } from '@rookery/core';
import type { Db } from '../../../db/database.js';
import { RateLimitError, ValidationError } from '../../../http/errors.js';
import { type Budget, giveBack, take } from '../../limits/limiter.js';
import { spendRecoveryCode } from './recovery-codes.js';
import { acceptedStep } from './totp.js';

const codeBudget = (userId: string): Budget[] => [{ key: `tfa-code:${userId}`, rate: TFA_RATES.code }];

const wrongCode = () => ValidationError.field('code', tfaMessages.codeWrong);

/**
 * Checks a code against `secret`, throttled like the password (login-throttle.ts): every try spends
 * the account's budget first and a right code gives it back, so only wrong codes count and parallel
 * guesses cannot try more than the budget holds. The step is recorded in the same statement that
 * checks it is newer, so two requests cannot both use one code.
 */
export async function checkCode(
  db: Db,
  userId: string,
  secret: string,
  code: string,
  options: { recoveryCodes: boolean },
): Promise<void> {
  if (!(await take(db, codeBudget(userId)))) throw new RateLimitError(tfaMessages.tooManyCodes);
  if (!(await codeIsRight(db, userId, secret, code, options.recoveryCodes))) throw wrongCode();
  await giveBack(db, codeBudget(userId));
}

async function codeIsRight(
  db: Db,
  userId: string,
  secret: string,
  code: string,
  recoveryCodes: boolean,
): Promise<boolean> {
  if (code.length !== 6) return recoveryCodes && spendRecoveryCode(db, userId, code);
  const user = await db
    .selectFrom('users')
    .select('tfa_last_step')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const step = acceptedStep(secret, code, user.tfa_last_step);
  if (step === null) return false;
  const recorded = await db
    .updateTable('users')
    .set({ tfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('tfa_last_step', 'is', null), eb('tfa_last_step', '<', step)]))
    .executeTakeFirst();
  return recorded.numUpdatedRows > 0n;
}
