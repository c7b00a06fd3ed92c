/**
 * One step of a reblog trail: a blog's words on the way from the root post to this reblog, in
 * order, the root first (so the original author is always credited).
 */
export interface TrailItem {
  blog_name: string;
  post_id: string;
  /** The comment (or, for the root, the comment field's content) as that blog wrote it. */
  content: string;
  is_root: boolean;
}
