/**
 * What marks an element as a way to a blog's card: every blog link carries the blog's name (a
 * pointer resting on it opens the card); avatars and the header's card button open it on a click.
 * Attributes rather than handlers, so posts rendered on the server (the fragment call) open it too.
 */
export const BLOG_CARD_ATTRIBUTE = 'data-blog-card';
export const BLOG_CARD_OPEN_ATTRIBUTE = 'data-blog-card-open';
/** On the card itself: the pointer inside it keeps it open. */
export const BLOG_CARD_POPOVER_ATTRIBUTE = 'data-blog-card-popover';

export function blogCardAttributes(name: string, opensOnClick = false): Record<string, string> {
  return opensOnClick
    ? { [BLOG_CARD_ATTRIBUTE]: name, [BLOG_CARD_OPEN_ATTRIBUTE]: '' }
    : { [BLOG_CARD_ATTRIBUTE]: name };
}
