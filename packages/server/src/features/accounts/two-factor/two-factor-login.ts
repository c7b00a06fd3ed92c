import { type tfaLoginSchema, tfaMessages } from '@rookery/core';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { ValidationError } from '../../../http/errors.js';
import type { SignedIn } from '../accounts.js';
import { challengedUser, closeLoginChallenge } from './login-challenge.js';
import { checkCode } from './second-factor.js';
import { secondFactorKey } from './two-factor.js';

const expired = () => ValidationError.field('challenge', tfaMessages.challengeExpired);

/** The second step of a login: the challenge from the right password, and a code or a recovery code. */
export async function completeTwoFactorLogin(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: z.output<typeof tfaLoginSchema>,
): Promise<SignedIn> {
  const userId = await challengedUser(deps.db, input.challenge);
  const key = await secondFactorKey(deps, userId);
  if (!key) throw expired();
  await checkCode(deps.db, userId, key, input.code, { recoveryCodes: true });
  if (!(await closeLoginChallenge(deps.db, input.challenge))) throw expired();
  const user = await deps.db
    .selectFrom('users')
    .select('primary_blog_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId, blogId: user.primary_blog_id ?? '' };
}
