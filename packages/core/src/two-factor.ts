import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants.js';
import type { Rate } from './limits.js';
import { messages } from './messages.js';

/**
 * Two-factor sign-in (ours; README "Two-factor sign-in"): a time-based one-time code (RFC 6238,
 * 6 digits every 30 s, what every authenticator app makes) asked after the password, or one of the
 * recovery codes handed out when it was turned on.
 */
export const TFA_RECOVERY_CODE_COUNT = 10;
/** How long the code may be asked for after the right password, before it must be typed again. */
export const TFA_CHALLENGE_TTL_MS = 5 * 60_000;

/** Wrong codes, per account: the password is already known to whoever types them. */
export const TFA_RATES = { code: { max: 5, windowMs: 15 * 60_000 } } as const satisfies Record<string, Rate>;

export const tfaMessages = {
  codeWrong: 'That code is not right. Try the newest one from your app.',
  codeRequired: 'Enter the code from your authenticator app.',
  challengeExpired: 'That took too long. Log in again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  setupMissing: 'Start the setup again: the key was not found.',
  tooManyCodes: 'Too many wrong codes. Wait a few minutes and try again.',
} as const;

/** A 6-digit code or a recovery code (`xxxxx-xxxxx`); spaces and dashes as people type them. */
export const tfaCodeSchema = z
  .string({ error: tfaMessages.codeRequired })
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, tfaMessages.codeRequired)
      .regex(/^(\d{6}|[a-z2-7]{10})$/, tfaMessages.codeWrong),
  );

export const tfaEnableSchema = z.object({ code: tfaCodeSchema });
export type TfaEnableInput = z.input<typeof tfaEnableSchema>;

export const tfaDisableSchema = z.object({
  password: z.string().min(1, messages.currentPasswordWrong).max(PASSWORD_MAX_LENGTH),
  code: tfaCodeSchema,
});
export type TfaDisableInput = z.input<typeof tfaDisableSchema>;

export const tfaLoginSchema = z.object({
  challenge: z.string().min(1, tfaMessages.challengeExpired).max(100),
  code: tfaCodeSchema,
});
export type TfaLoginInput = z.input<typeof tfaLoginSchema>;

/** GET /svc/account/tfa */
export interface TfaStatusResponse {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

/** POST /svc/account/tfa/setup: the new key, shown once, until a code from it turns it on. */
export interface TfaSetupResponse {
  secret: string;
  otpauth_uri: string;
  /** The URI as a QR code, an SVG image. */
  qr_svg: string;
}

/** POST /svc/account/tfa/enable: the recovery codes, shown this once. */
export interface TfaEnabledResponse {
  recovery_codes: string[];
}

/** POST /svc/account/login when the account asks for a code: no session yet. */
export interface TfaRequiredResponse {
  tfa_required: true;
  challenge: string;
}
