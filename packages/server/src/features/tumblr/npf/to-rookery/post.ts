import { type ImportedPost, importedPost } from '../../../imports/imported-post.js';
import { apiPostId, apiPostSchema, withApiCommon } from '../../post-common.js';
import { asReblog } from '../../reblog.js';
import { type NpfTrailItem, npfPostSchema } from '../schema.js';
import { npfContentParts } from './content.js';
import { contentHtml } from './content-html.js';

/** A trail step's blog: its name, or the name a "broken" step keeps (npf-spec "Broken Trail Items"). */
const blogOf = (item: NpfTrailItem) => item.blog?.name || item.broken_blog_name || 'unknown';

/**
 * An NPF post of the API (api.md "Neue Post Format (NPF) Posts") as a post to import. An original
 * post is its content mapped to its type; a reblog is its root's content mapped so (the root is the
 * trail's first step), with each later step's words and the post's own content as the comment.
 */
export function npfToImported(raw: unknown): ImportedPost {
  const api = apiPostSchema.parse(raw);
  const npf = npfPostSchema.parse(raw);
  const notes: string[] = [];
  const [root, ...middle] = npf.trail;
  let post: ImportedPost;
  if (!root) {
    const parts = npfContentParts(npf, notes);
    post = importedPost(apiPostId(api), parts);
  } else {
    const parts = npfContentParts(root, notes);
    const steps = middle.map((item) => ({ blogName: blogOf(item), html: contentHtml(item, notes) }));
    const reblog = asReblog(parts, blogOf(root), steps, contentHtml(npf, notes), notes);
    post = { ...importedPost(apiPostId(api), parts), ...reblog };
  }
  return withApiCommon({ ...post, unmapped: notes }, api);
}
