/**
 * The post form lifecycle (spec document 1 §4): opening → opened → closing → closed. Opening while a
 * form is open starts over from opening (the old form is destroyed); closing is ignored while the
 * form is disabled (a save in flight) and once it is already closing or closed.
 */
export type PostFormPhase = 'opening' | 'opened' | 'closing' | 'closed';
export type PostFormEvent = 'open' | 'ready' | 'close' | 'done';

export function nextPhase(phase: PostFormPhase, event: PostFormEvent, disabled = false): PostFormPhase {
  switch (event) {
    case 'open':
      return 'opening';
    case 'ready':
      return phase === 'opening' ? 'opened' : phase;
    case 'close':
      if (disabled) return phase;
      return phase === 'opening' || phase === 'opened' ? 'closing' : phase;
    case 'done':
      return phase === 'closing' ? 'closed' : phase;
  }
}

/** The class the page body carries while a form is open. */
export const POST_FORMS_OPEN_CLASS = 'post-forms-open';
