/** The composer's dismiss prompt (spec document 1 §8), word for word. */
export const DISCARD_POST = 'Discard this post?';
export const DISCARD_EDITS = 'Discard edits to this post?';
export const DISCARD = 'Discard';
export const NEVERMIND = 'Nevermind';
