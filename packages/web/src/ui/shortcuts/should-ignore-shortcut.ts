/** The parts of a KeyboardEvent the shortcut layer reads; plain objects in tests. */
export interface KeyEventLike {
  key: string;
  code?: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  return (
    (typeof element.tagName === 'string' && TYPING_TAGS.has(element.tagName)) ||
    element.isContentEditable === true
  );
}

/**
 * Spec document 1 §1: plain letter and digit keys typed inside input, textarea or select fields
 * (and rich-text surfaces) are text, not shortcuts. So is any other character typed there ("?"
 * opens the feed's shortcut sheet only outside fields). Keys with Alt, Ctrl or Meta still count.
 */
export function shouldIgnoreShortcut(event: KeyEventLike): boolean {
  const plain = !event.altKey && !event.ctrlKey && !event.metaKey;
  const character = [...event.key].length === 1;
  return plain && character && isTypingTarget(event.target);
}
