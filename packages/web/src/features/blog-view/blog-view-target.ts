/** What a `data-peepr` attribute names (spec document 2 §2): a blog, and maybe one of its posts or a tag. */
export interface BlogViewTarget {
  tumblelog: string;
  postId?: string;
  tag?: string;
}

/** The parts of a click that decide who handles it; a MouseEvent has them all. */
export interface ClickFacts {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

const POST_ID = /^\d{1,20}$/;

/** The attribute's JSON as a target, or null when it names no blog. */
export function parseBlogViewTarget(attribute: string | null | undefined): BlogViewTarget | null {
  if (!attribute) return null;
  let data: unknown;
  try {
    data = JSON.parse(attribute);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { tumblelog, postId, tag } = data as Record<string, unknown>;
  if (typeof tumblelog !== 'string' || !tumblelog.trim()) return null;
  const target: BlogViewTarget = { tumblelog: tumblelog.trim() };
  const id = typeof postId === 'number' ? String(postId) : postId;
  if (typeof id === 'string' && POST_ID.test(id)) target.postId = id;
  else if (typeof tag === 'string' && tag.trim()) target.tag = tag.trim();
  return target;
}

/** The blog view route for a target: /blog/view/{blog}, /blog/view/{blog}/{postId} or …/search/{tag}. */
export function blogViewPath(target: BlogViewTarget): string {
  const base = `/blog/view/${encodeURIComponent(target.tumblelog)}`;
  if (target.postId) return `${base}/${target.postId}`;
  if (target.tag) return `${base}/search/${encodeURIComponent(target.tag)}`;
  return base;
}

/**
 * Who handles a click on an element with blog view data: the panel (answers its path) or the
 * browser (answers null). Ctrl or meta click is ignored (spec document 2 §2), and so are the other
 * "open elsewhere" clicks — shift, alt, a middle button — and clicks a handler already took.
 */
export function blogViewClickPath(click: ClickFacts, attribute: string | null | undefined): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return null;
  const target = parseBlogViewTarget(attribute);
  return target ? blogViewPath(target) : null;
}
