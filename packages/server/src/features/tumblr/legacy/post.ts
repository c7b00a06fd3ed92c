import { type ImportedPost, importedPost } from '../../imports/imported-post.js';
import { apiPostId, apiPostSchema, withApiCommon } from '../post-common.js';
import { asReblog, TUMBLR_TRAIL_FIELD } from '../reblog.js';
import { legacyContentParts } from './content.js';
import { legacyReblog } from './reblog.js';
import { legacyPostSchema } from './schema.js';

/** A legacy post of the API (api.md "Legacy … Posts") as a post to import. */
export function legacyToImported(raw: unknown): ImportedPost {
  const api = apiPostSchema.parse(raw);
  const legacy = legacyPostSchema.parse(raw);
  const notes: string[] = [];
  const parts = legacyContentParts(legacy, notes);
  const field = TUMBLR_TRAIL_FIELD[parts.type];
  const reblog = legacyReblog(legacy, field ? (parts.fields[field] ?? '') : '');
  let post: ImportedPost = importedPost(apiPostId(api), parts);
  if (reblog) {
    const root = field ? { ...parts, fields: { ...parts.fields, [field]: reblog.root.html } } : parts;
    post = { ...post, ...asReblog(root, reblog.root.blogName, reblog.middle, reblog.comment, notes) };
  }
  return withApiCommon({ ...post, unmapped: notes }, api);
}
