import {
  messages,
  type TfaDisableInput,
  type TfaEnabledResponse,
  type TfaSetupResponse,
  type TfaStatusResponse,
  tfaMessages,
} from '@rookery/core';
import type { AppDeps } from '../../../deps.js';
import { ConflictError, ValidationError } from '../../../http/errors.js';
import { reservePasswordCheck } from '../login-throttle.js';
import { verifyPassword } from '../passwords.js';
import { issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes.js';
import { checkCode } from './second-factor.js';
import { openSecret, sealSecret } from './secret-box.js';
import { enrolment, newTotpSecret } from './totp.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const userRow = (deps: Deps, userId: string) =>
  deps.db
    .selectFrom('users')
    .select(['email', 'password_hash', 'tfa_secret', 'tfa_pending_secret', 'tfa_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

export async function twoFactorStatus(deps: Deps, userId: string): Promise<TfaStatusResponse> {
  const user = await userRow(deps, userId);
  const enabled = user.tfa_secret !== null;
  return {
    enabled,
    enabled_at: user.tfa_enabled_at?.toISOString() ?? null,
    recovery_codes_left: enabled ? await recoveryCodesLeft(deps.db, userId) : 0,
  };
}

/** A new key to set up, kept aside until a code from it proves the app has it (enableTwoFactor). */
export async function startTwoFactorSetup(deps: Deps, userId: string): Promise<TfaSetupResponse> {
  const user = await userRow(deps, userId);
  if (user.tfa_secret) throw new ConflictError(tfaMessages.alreadyEnabled);
  const secret = newTotpSecret();
  await deps.db
    .updateTable('users')
    .set({ tfa_pending_secret: sealSecret(deps.config.sessionSecret, secret) })
    .where('id', '=', userId)
    .execute();
  const { uri, qrSvg } = enrolment(secret, user.email);
  return { secret, otpauth_uri: uri, qr_svg: qrSvg };
}

/** Turns two-factor sign-in on with the pending key; the recovery codes are answered this once. */
export async function enableTwoFactor(deps: Deps, userId: string, code: string): Promise<TfaEnabledResponse> {
  const user = await userRow(deps, userId);
  if (user.tfa_secret) throw new ConflictError(tfaMessages.alreadyEnabled);
  if (!user.tfa_pending_secret) throw new ValidationError([{ detail: tfaMessages.setupMissing }]);
  const secret = openSecret(deps.config.sessionSecret, user.tfa_pending_secret);
  await checkCode(deps.db, userId, secret, code, { recoveryCodes: false });
  await deps.db
    .updateTable('users')
    .set({ tfa_secret: user.tfa_pending_secret, tfa_pending_secret: null, tfa_enabled_at: new Date() })
    .where('id', '=', userId)
    .execute();
  return { recovery_codes: await issueRecoveryCodes(deps.db, userId) };
}

/** Turning it off asks for the password (throttled like a password change) and a code. */
export async function disableTwoFactor(deps: Deps, userId: string, input: TfaDisableInput): Promise<void> {
  const user = await userRow(deps, userId);
  if (!user.tfa_secret) throw new ValidationError([{ detail: tfaMessages.notEnabled }]);
  const check = await reservePasswordCheck(deps.db, userId);
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throw ValidationError.field('password', messages.currentPasswordWrong);
  }
  await check.release();
  const secret = openSecret(deps.config.sessionSecret, user.tfa_secret);
  await checkCode(deps.db, userId, secret, input.code, { recoveryCodes: true });
  await deps.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ tfa_secret: null, tfa_pending_secret: null, tfa_enabled_at: null, tfa_last_step: null })
      .where('id', '=', userId)
      .execute();
    await tx.deleteFrom('tfa_recovery_codes').where('user_id', '=', userId).execute();
  });
}

/** The account's key when it signs in with a second factor, else null. */
export async function secondFactorKey(deps: Deps, userId: string): Promise<string | null> {
  const user = await userRow(deps, userId);
  return user.tfa_secret ? openSecret(deps.config.sessionSecret, user.tfa_secret) : null;
}
