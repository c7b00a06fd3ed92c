import type { KeyboardEvent } from 'react';

/** Spec document 2 §9: a share form submits on Enter with ctrl, meta or alt held. */
export function submitOnModifiedEnter(submit: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey || event.altKey)) return;
    event.preventDefault();
    submit();
  };
}
