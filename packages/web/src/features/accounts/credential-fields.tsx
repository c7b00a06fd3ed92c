import { PASSWORD_MIN_LENGTH } from '@rookery/core';
import type { ComponentProps } from 'react';
import { TextField } from '../../ui/text-field/text-field';

type TextFieldProps = ComponentProps<typeof TextField>;

export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" required {...props} />;
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'hint'> {
  /** A password being chosen: the rule is shown, and password managers offer to make one up. */
  isNew?: boolean;
}

export function PasswordField({ isNew = false, ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      hint={isNew ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
      {...props}
    />
  );
}
