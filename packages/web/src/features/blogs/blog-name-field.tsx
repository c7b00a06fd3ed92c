import type { ComponentProps } from 'react';
import { TextField } from '../../ui/text-field/text-field';

/** A new blog's name, which is also its address, so the browser must not capitalise or correct it. */
export function BlogNameField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'hint'>) {
  return (
    <TextField
      label="Blog name"
      autoCapitalize="none"
      spellCheck={false}
      required
      hint="Lowercase letters, digits and hyphens. This is your blog's address."
      {...props}
    />
  );
}
