import { flag, type PostForm, type PostType, REBLOG_COMMENT_FIELD } from '@rookery/core';
import { z } from 'zod';
import { emptyContent, type ImportedContent } from '../../imports/imported-post.js';
import {
  type NpfBlock,
  type NpfContent,
  type NpfMedia,
  npfBlockSchema,
  npfLayoutSchema,
} from '../npf/schema.js';
import { npfContentParts } from '../npf/to-rookery/content.js';
import { contentHtml } from '../npf/to-rookery/content-html.js';
import { type RequestBody, requestCommon, textParam } from './common-params.js';
import { ANSWER_INVALID, MEDIA_INVALID, NPF_INVALID, TumblrInputError } from './input-error.js';
import { ownMediaPath, type UploadOf } from './media-address.js';
import { type RequestTarget, requestForm } from './request-form.js';

/** The NPF create and edit body (api.md `/posts` "Request Parameters"); common ones are read apart. */
const npfRequestSchema = z.looseObject({
  content: z.array(z.unknown(), { error: "'content' must be an array." }).default([]),
  layout: z.array(z.unknown(), { error: "'layout' must be an array." }).default([]),
  send_to_twitter: flag.optional(),
  interactability_reblog: z
    .enum(['everyone', 'noone'], { error: "'interactability_reblog' must be everyone or noone." })
    .optional(),
  hide_trail: flag.optional(),
});

/** One block of `content` or `layout`: an object with a type, its fields read as leniently as an import's. */
function item<T>(schema: z.ZodType<T>, value: unknown, list: string): T {
  const read = schema.safeParse(value);
  if (!read.success)
    throw new TumblrInputError(`Each item of '${list}' must be an object with a type.`, NPF_INVALID);
  return read.data;
}

/** The post a reblog names (api.md: all three are required for a reblog). */
export interface NpfReblogParent {
  postId: string;
  blogUuid: string;
  reblogKey: string;
}

/**
 * The parent a body reblogs, for the route to find first (checking that its blog is the one named)
 * and to read the body as a reblog of; null for a post of one's own. An edit of a reblog may send
 * them again (api.md: an edit sends every creation parameter); the edit keeps its parent.
 */
export function npfReblogParent(body: RequestBody): NpfReblogParent | null {
  const postId = textParam(body, 'parent_post_id').trim();
  const blogUuid = textParam(body, 'parent_tumblelog_uuid').trim();
  const reblogKey = textParam(body, 'reblog_key').trim();
  if (!postId && !blogUuid && !reblogKey) return null;
  if (!postId || !blogUuid || !reblogKey)
    throw new TumblrInputError(
      "A reblog needs 'parent_tumblelog_uuid', 'parent_post_id' and 'reblog_key'.",
      NPF_INVALID,
    );
  return { postId, blogUuid, reblogKey };
}

/**
 * Media objects as addresses a post may keep: an uploaded part by its identifier, this site's
 * uploads as their paths, anything else as written. A part never sent is refused.
 */
function withAddresses(block: NpfBlock, uploadOf: UploadOf): NpfBlock {
  const address = (media: NpfMedia): NpfMedia => {
    const identifier = typeof media.identifier === 'string' ? media.identifier : '';
    if (!identifier) return { ...media, url: ownMediaPath(media.url) ?? media.url };
    const url = uploadOf(identifier);
    if (!url) throw new TumblrInputError(`No file was sent for the media '${identifier}'.`, MEDIA_INVALID);
    return { ...media, url };
  };
  return { ...block, media: block.media?.map(address), poster: block.poster?.map(address) };
}

/** What the content makes: a reblog's comment in its parent's comment field, else the type's fields. */
function contentOf(npf: NpfContent, target: RequestTarget): ImportedContent {
  const asReblog = target.kind === 'reblog' || (target.kind === 'edit' && target.isReblog);
  const type: PostType | undefined = target.kind === 'new' ? undefined : target.type;
  if (!asReblog) return npfContentParts(npf, [], { type, mentions: 'name' });
  const field = REBLOG_COMMENT_FIELD[target.type];
  const comment = contentHtml(npf, [], 'name');
  return emptyContent(target.type, { fields: field ? { [field]: comment } : {} });
}

/**
 * An NPF create, edit or reblog body (api.md `/posts`, `/posts/{id}`) as the composer's form,
 * for the composer's own save. A new post's type is the spec's waterfall of its content ("Mapping
 * NPF Post Content to Legacy Post Types"); an edit keeps its post's type; a reblog's content is
 * its comment. Mentions stay as the `@name` typed, the name being Rookery's mention. An answer is
 * made by answering an ask, so only an answer's edit may carry an ask layout.
 */
export function npfRequestForm(
  raw: unknown,
  blogName: string,
  target: RequestTarget,
  uploadOf: UploadOf,
  now = new Date(),
): PostForm {
  const body = (raw && typeof raw === 'object' ? raw : {}) as RequestBody;
  const parsed = npfRequestSchema.safeParse(body);
  if (!parsed.success) throw new TumblrInputError(parsed.error.issues[0]!.message, NPF_INVALID);
  const npf: NpfContent = {
    content: parsed.data.content.map((block) =>
      withAddresses(item(npfBlockSchema, block, 'content'), uploadOf),
    ),
    layout: parsed.data.layout.map((layout) => item(npfLayoutSchema, layout, 'layout')),
  };
  if (target.kind === 'new' && npf.content.length === 0)
    throw new TumblrInputError("'content' must hold at least one block.", NPF_INVALID);
  const hasAsk = npf.layout.some((layout) => layout.type === 'ask');
  if (hasAsk && !(target.kind === 'edit' && target.type === 'answer' && !target.isReblog))
    throw new TumblrInputError(
      'An ask layout belongs only to an answer, made by answering an ask.',
      ANSWER_INVALID,
    );
  const { send_to_twitter, interactability_reblog, hide_trail } = parsed.data;
  return requestForm(
    blogName,
    target,
    contentOf(npf, target),
    requestCommon(body, NPF_INVALID),
    {
      editorType: 'rich',
      ...(send_to_twitter === undefined ? {} : { send_to_twitter }),
      ...(interactability_reblog ? { canBeReblogged: interactability_reblog === 'everyone' } : {}),
      ...(target.kind === 'reblog' ? { removeReblogTree: hide_trail ?? false } : {}),
    },
    now,
  );
}
