/** The seven composer types plus answer posts, which come from asks (spec document 1 §1, §3). */
export const POST_TYPES = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'answer'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** The types the composer and quick compose offer, in the spec's order (document 1 §2). */
export const COMPOSER_POST_TYPES = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'] as const;
export type ComposerPostType = (typeof COMPOSER_POST_TYPES)[number];

/** Older names still in use by clients (spec document 1 §3: regular means text, conversation means chat). */
export const POST_TYPE_ALIASES: Readonly<Record<string, PostType>> = {
  regular: 'text',
  conversation: 'chat',
};

export const POST_MODES = ['new', 'edit', 'reblog'] as const;
export type PostMode = (typeof POST_MODES)[number];

export function isPostType(value: unknown): value is PostType {
  return typeof value === 'string' && (POST_TYPES as readonly string[]).includes(value);
}

/** The canonical type for a name or alias, or undefined when it names no type. */
export function normalizePostType(value: unknown): PostType | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().toLowerCase();
  return isPostType(name) ? name : POST_TYPE_ALIASES[name];
}
