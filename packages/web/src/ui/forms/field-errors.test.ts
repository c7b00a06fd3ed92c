import { loginSchema, messages, registerSchema } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it("maps the core schemas' issues to one message per field", () => {
    const result = registerSchema.safeParse({ email: 'nope', password: 'short', blog_name: 'dashboard' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({
      email: messages.emailInvalid,
      password: messages.passwordTooShort,
      blog_name: messages.blogNameReserved,
    });
  });

  it('keeps the first message of a field', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(fieldErrors(result.error!.issues).email).toBe(messages.emailRequired);
  });
});
