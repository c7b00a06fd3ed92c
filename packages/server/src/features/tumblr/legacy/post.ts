import type { PostType, SlotField } from '@rookery/core';
import { emptyImportedPost, type ImportedPost } from '../../imports/imported-post.js';
import { apiPostId, apiPostSchema, withApiCommon } from '../post-common.js';
import { asReblog } from '../reblog.js';
import { legacyContentParts } from './content.js';
import { legacyReblog } from './reblog.js';
import { legacyPostSchema } from './schema.js';

/**
 * The field Tumblr writes a reblog's trail and comment into, per type: the answer for answers,
 * where Rookery's comment goes to the caption (features/tumblr/reblog.ts). A chat has none.
 */
const TRAIL_FIELD: Readonly<Record<PostType, SlotField | null>> = {
  text: 'body',
  photo: 'caption',
  quote: 'source',
  link: 'caption',
  chat: null,
  audio: 'caption',
  video: 'caption',
  answer: 'answer',
};

/** A legacy post of the API (api.md "Legacy … Posts") as a post to import. */
export function legacyToImported(raw: unknown): ImportedPost {
  const api = apiPostSchema.parse(raw);
  const legacy = legacyPostSchema.parse(raw);
  const notes: string[] = [];
  const parts = legacyContentParts(legacy, notes);
  const field = TRAIL_FIELD[parts.type];
  const reblog = legacyReblog(legacy, field ? (parts.fields[field] ?? '') : '');
  let post: ImportedPost = { ...emptyImportedPost(apiPostId(api), parts.type), ...parts };
  if (reblog) {
    const root = field ? { ...parts, fields: { ...parts.fields, [field]: reblog.root.html } } : parts;
    post = { ...post, ...asReblog(root, reblog.root.blogName, reblog.middle, reblog.comment, notes) };
  }
  return withApiCommon({ ...post, unmapped: notes }, api);
}
