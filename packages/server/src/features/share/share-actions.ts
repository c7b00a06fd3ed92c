import {
  type NetworkShareInput,
  type NetworkShareResponse,
  type ShareNetwork,
  shareTexts,
} from '@rookery/core';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { ConflictError, ForbiddenError } from '../../http/errors.js';
import { type Actor, assertWithinLimit } from '../limits/abuse-limits.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { summarizePost } from '../seo/post-summary.js';
import { networkUrl, popupOf } from './network-links.js';
import { countShare } from './share-counts.js';
import { shareData } from './share-data.js';
import { isShareable, ownsPost, visiblePost } from './shareable-post.js';

/**
 * POST /svc/share/{network}: counts a share of the post to the network and answers the popup the
 * client opens (no account is ever linked, so every share is the popup fallback). Limited per
 * client address, so a script cannot run a post's counts up.
 */
export async function shareToNetwork(
  deps: Pick<AppDeps, 'db' | 'config'>,
  viewer: Viewer | null,
  actor: Actor,
  network: ShareNetwork,
  input: NetworkShareInput,
): Promise<NetworkShareResponse> {
  const { db } = deps;
  const publicUrl = deps.config.publicUrl;
  const post = await visiblePost(db, viewer, input.tumblelog_name, input.post_id);
  if (!isShareable(post)) throw new ConflictError(shareTexts.notShareable);
  const data = shareData(publicUrl, post, { formKey: '', signedIn: !!viewer, own: false, flagged: true });
  if (network === 'pinterest' && !data.show_pinterest) throw new ConflictError(shareTexts.notShareable);
  const url = networkUrl(network, data.post_url, {
    text: input.message,
    pinterest: data.pinterest_share_window.url,
  });
  await assertWithinLimit(deps, 'networkShare', actor);
  const share_count = await countShare(db, post.id, network);
  return { network, url, popup: popupOf(network), share_count };
}

/**
 * The Flag option: a report in the safety issue's `reports` (reason "other": the popover asks no
 * reason; the safety issue's report dialog will), with a snapshot of the post as it was. Reporting
 * twice changes nothing, and reporting one's own post does nothing (the popover never offers it).
 */
export async function reportPost(db: Db, viewer: Viewer, blog: string, postId: string): Promise<void> {
  const post = await visiblePost(db, viewer, blog, postId);
  if (await ownsPost(db, viewer, post.id)) return;
  const owner = await db
    .selectFrom('posts')
    .select('blog_id')
    .where('id', '=', post.id)
    .executeTakeFirstOrThrow();
  const summary = summarizePost(post);
  await db
    .insertInto('reports')
    .values({
      reporter_user_id: viewer.userId,
      reporter_blog_id: viewer.currentBlogId,
      target_type: 'post',
      target_id: post.id,
      target_blog_id: owner.blog_id,
      reason: 'other',
      note: 'Flagged from the share popover.',
      snapshot: {
        post_url: post.post_url,
        blog_name: post.blog_name,
        headline: summary.headline,
        text: summary.description,
      },
    })
    .onConflict((oc) => oc.columns(['reporter_user_id', 'target_type', 'target_id']).doNothing())
    .execute();
}

/**
 * Remove app attribution (spec §7): the owner clears the "posted from an app" mark of a post. Only
 * the owner may (403 for anyone else); a post without the mark is 409.
 */
export async function removeAppAttribution(
  db: Db,
  viewer: Viewer,
  blog: string,
  postId: string,
): Promise<void> {
  const post = await visiblePost(db, viewer, blog, postId);
  if (!(await ownsPost(db, viewer, post.id))) throw new ForbiddenError();
  const row = await db
    .updateTable('posts')
    .set({ from_app: false })
    .where('id', '=', post.id)
    .where('from_app', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new ConflictError(shareTexts.noAttribution);
}
