import { z } from 'zod';
import { blogNameError, normalizeBlogName } from './blog-name.js';
import {
  EDITOR_TYPES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  THEMES,
} from './constants.js';
import { flag } from './form-values.js';
import { messages } from './messages.js';

/** A practical email check: something@something.tld, no spaces; the mailed link proves the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, messages.emailInvalid)
  .regex(EMAIL, messages.emailInvalid);

export const newPasswordSchema = z
  .string({ error: messages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong);

export const blogNameSchema = z
  .string({ error: messages.blogNameRequired })
  .transform(normalizeBlogName)
  .superRefine((name, ctx) => {
    const error = blogNameError(name);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  blog_name: blogNameSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.loginFailed }).min(1, messages.loginFailed).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.input<typeof loginSchema>;

const tokenSchema = z.string({ error: messages.tokenInvalid }).min(1, messages.tokenInvalid).max(200);

export const verifySchema = z.object({ token: tokenSchema });
export const passwordResetSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({ token: tokenSchema, password: newPasswordSchema });

export const accountSettingsSchema = z
  .object({
    is_sounds_enabled: flag,
    desktop_notifications: flag,
    default_editor_type: z.enum(EDITOR_TYPES),
    theme: z.enum(THEMES),
    safe_mode: flag,
    tracking_opt_out: flag,
  })
  .partial();
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;

export const changePasswordSchema = z.object({
  current_password: z.string().min(1, messages.currentPasswordWrong),
  password: newPasswordSchema,
});
