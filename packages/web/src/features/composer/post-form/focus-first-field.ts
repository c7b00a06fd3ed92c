const FIELD = 'input, textarea, [contenteditable="true"]';
/** Past this the reader has moved on; a field drawn later is not focused from under them. */
const WAIT_MS = 2000;

/**
 * Focuses the form's first field as the form opens. TipTap draws its editable surface after
 * React's commit, so on a slow start the field may not be there yet when the form's effect runs:
 * then the first one to appear is focused. Answers the cleanup.
 */
export function focusFirstField(root: HTMLElement | null): () => void {
  if (!root) return () => {};
  const focus = () => {
    const field = root.querySelector<HTMLElement>(FIELD);
    field?.focus();
    return field !== null;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['contenteditable'],
  });
  return stop;
}
