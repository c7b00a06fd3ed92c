import type { ReactNode } from 'react';
import { submitOnModifiedEnter } from './submit-keys';

/**
 * A share form: submits by its button, or by Enter with ctrl, meta or alt held (spec document 2
 * §9). Checked by our own rules, not the browser's (the two e-mail patterns differ from its own).
 */
export function ShareForm({
  className,
  onSubmit,
  children,
}: {
  className?: string | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={submitOnModifiedEnter(onSubmit)}
    >
      {children}
    </form>
  );
}
