import type { ComponentProps } from 'react';
import { TextField } from '../../../ui/text-field/text-field';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label'> & { label?: string };

/**
 * The 6-digit code of an authenticator app: phones offer it from a text message or the app, and show
 * a number pad (pass `inputMode="text"` where a recovery code may be typed too).
 */
export function CodeField({ label = 'Code from your app', ...props }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={20}
      required
      {...props}
    />
  );
}
