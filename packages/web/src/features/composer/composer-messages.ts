/** The composer's dismiss prompt (spec document 1 §8), word for word. */
export const DISCARD_POST = 'Discard this post?';
export const DISCARD_EDITS = 'Discard edits to this post?';
export const DISCARD = 'Discard';
export const NEVERMIND = 'Nevermind';

/** The offer of a post kept in the browser when its form opens again (issue 15). */
export const RESTORE_UNSAVED = 'Restore your unsaved post?';
export const RESTORE = 'Restore';
