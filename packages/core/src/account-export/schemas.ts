import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { accountDeletionTexts } from './texts.js';

/** POST /svc/account/delete: the password confirms it is the account's owner asking. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: accountDeletionTexts.passwordRequired })
    .min(1, accountDeletionTexts.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, accountDeletionTexts.passwordWrong),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** GET /svc/account/export/{token}: a token is 43 url-safe characters (32 random bytes). */
export const exportTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
