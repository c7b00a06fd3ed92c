import {
  type accountSettingsSchema,
  type changePasswordSchema,
  type loginSchema,
  messages,
  type registerSchema,
} from '@rookery/core';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { knownDevice } from '../../http/device.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { insertBlog } from '../blogs/blogs.js';
import { offerFirstAdmin } from '../moderation/grant-role.js';
import { consumeToken, issueToken } from './email-tokens.js';
import { reserveLoginAttempt, reservePasswordCheck } from './login-throttle.js';
import { passwordResetMail, verificationMail } from './mails.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';

export interface SignedIn {
  userId: string;
  blogId: string;
}

/** A right password; with `twoFactor` the login goes on to ask for a code before signing in. */
export interface PasswordAccepted extends SignedIn {
  twoFactor: boolean;
}

/** Creates the user and their first (primary) blog in one transaction. */
export async function register(deps: AppDeps, input: z.output<typeof registerSchema>): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction().execute(async (tx) => {
    const taken = await tx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
      .executeTakeFirst();
    if (taken) throw new ConflictError(messages.emailTaken, 'email');
    let user: { id: string };
    try {
      user = await tx
        .insertInto('users')
        .values({ email: input.email, password_hash: passwordHash })
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new ConflictError(messages.emailTaken, 'email');
      throw error;
    }
    const blog = await insertBlog(tx, deps.media, user.id, { name: input.blog_name }).catch((error) => {
      if (error instanceof ConflictError) throw new ConflictError(messages.blogNameTaken, 'blog_name');
      throw error;
    });
    await tx.updateTable('users').set({ primary_blog_id: blog.id }).where('id', '=', user.id).execute();
    await offerFirstAdmin(tx, user.id);
    return { userId: user.id, blogId: blog.id, blogName: blog.name };
  });
  return { userId: created.userId, blogId: created.blogId };
}

/**
 * Mails a fresh verification link. A mail failure is logged by the caller's logger and does not undo
 * the account: the person can ask for the link again from the dashboard.
 */
export async function sendVerification(deps: AppDeps, userId: string): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .innerJoin('blogs', 'blogs.id', 'users.primary_blog_id')
    .select(['users.email', 'users.email_verified_at', 'blogs.name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.email_verified_at) throw new ValidationError([{ detail: messages.alreadyVerified }]);
  const token = await issueToken(deps.db, userId, user.email, 'verify');
  await deps.mailer.send(verificationMail(user.email, user.name, deps.config.publicUrl, token));
}

export async function verifyEmail(deps: AppDeps, token: string): Promise<string> {
  const { userId } = await consumeToken(deps.db, token, 'verify');
  await deps.db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
  return userId;
}

/** Where a login comes from: the client's address and the browser's known-device cookie. */
export interface LoginClient {
  address: string;
  deviceCookie: string | undefined;
}

export async function login(
  deps: AppDeps,
  input: z.output<typeof loginSchema>,
  client: LoginClient,
): Promise<PasswordAccepted> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'primary_blog_id', 'tfa_secret'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
    .executeTakeFirst();
  const device = user ? knownDevice(deps.config.sessionSecret, client.deviceCookie, user.id) : null;
  const attempt = await reserveLoginAttempt(deps.db, {
    email: input.email,
    address: client.address,
    device,
    userId: user?.id ?? null,
  });
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid) throw new ValidationError([{ detail: messages.loginFailed }]);
  await attempt.release();
  return { userId: user.id, blogId: user.primary_blog_id ?? '', twoFactor: user.tfa_secret !== null };
}

/** Always answers the same, known address or not, so the form cannot be used to find accounts. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (!user) return;
  const token = await issueToken(deps.db, user.id, user.email, 'reset');
  await deps.mailer.send(passwordResetMail(user.email, deps.config.publicUrl, token));
}

/**
 * Sets the new password and ends every existing session of the account (whoever had the old
 * password is logged out). Following the link also proves the address, so it counts as verified.
 */
export async function confirmPasswordReset(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<SignedIn> {
  const passwordHash = await hashPassword(password);
  return deps.db.transaction().execute(async (tx) => {
    const { userId } = await consumeToken(tx, token, 'reset');
    const user = await tx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())),
      }))
      .where('id', '=', userId)
      .returning(['id', 'primary_blog_id'])
      .executeTakeFirstOrThrow();
    await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await tx
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
    return { userId: user.id, blogId: user.primary_blog_id ?? '' };
  });
}

export async function changePassword(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const check = await reservePasswordCheck(deps.db, userId);
  if (!(await verifyPassword(input.current_password, user.password_hash))) {
    throw ValidationError.field('current_password', messages.currentPasswordWrong);
  }
  await check.release();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    // Other sessions (another browser, a stolen cookie) end; this one stays signed in.
    await tx.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', sessionId).execute();
  });
}

export async function updateAccountSettings(
  deps: AppDeps,
  userId: string,
  input: z.output<typeof accountSettingsSchema>,
): Promise<void> {
  if (Object.keys(input).length === 0) return;
  await deps.db.updateTable('users').set(input).where('id', '=', userId).execute();
}
