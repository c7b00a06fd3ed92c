import { hash } from 'node:crypto';
import type { PostView } from '@rookery/core';
import type { HydratedPost } from './hydrate.js';
import type { Viewer } from './viewer.js';

/** The post model's fields of spec document 2 §3 that the rest of PostView does not already carry. */
export type PostModelFields = Pick<
  PostView,
  | 'tumblelog_uuid'
  | 'embed_key'
  | 'embed_did'
  | 'placement_id'
  | 'is_recommended'
  | 'pt'
  | 'is_carousel'
  | 'carousel_index'
  | 'reblog_source'
>;

/**
 * The spec names embed_key and embed_did without defining them: we make both opaque and stable, from
 * one hash of the post id and its reblog key (random per post), so they can address an embed of the
 * post without anyone deriving them from the id alone, and without giving the reblog key away.
 *
 * The same posts are presented to many readers, and the hash was 4 % of the server's CPU for a
 * dashboard page, so each post's pair is remembered, keyed by what it is computed from (nothing to
 * invalidate). The memory is bounded: past EMBED_IDS_KEPT posts it starts again empty.
 */
const EMBED_IDS_KEPT = 20_000;
const embedIdsKept = new Map<string, { key: string; did: string }>();

function embedIds(post: Pick<HydratedPost, 'id' | 'reblog_key'>): { key: string; did: string } {
  const source = `rookery-embed:${post.id}:${post.reblog_key}`;
  let ids = embedIdsKept.get(source);
  if (ids) return ids;
  const digest = hash('sha256', source, 'buffer');
  ids = { key: digest.subarray(0, 16).toString('base64url'), did: digest.subarray(16).toString('hex') };
  if (embedIdsKept.size >= EMBED_IDS_KEPT) embedIdsKept.clear();
  embedIdsKept.set(source, ids);
  return ids;
}

/**
 * Lists are made only of followed, own and tagged posts: nothing is placed by an ad or a
 * recommendation, and there are no premium posts, so placement_id, is_recommended and pt keep their
 * empty values until such a feature exists.
 */
export function postModelFields(post: HydratedPost, viewer: Viewer | null): PostModelFields {
  const embed = embedIds(post);
  const isCarousel = post.carousel_display && post.photos.length > 1;
  const sourceName = post.parent_blog_name;
  return {
    tumblelog_uuid: post.blog_uuid,
    embed_key: embed.key,
    embed_did: embed.did,
    placement_id: null,
    is_recommended: false,
    pt: false,
    is_carousel: isCarousel,
    carousel_index: isCarousel ? 0 : null,
    reblog_source: sourceName
      ? {
          name: sourceName,
          following:
            post.parent_followed && !(viewer?.blogIds.includes(post.parent_blog_id as string) ?? false),
        }
      : null,
  };
}
