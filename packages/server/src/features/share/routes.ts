import {
  emailTumblelogSchema,
  type FacebookStatusResponse,
  messages,
  networkShareSchema,
  postOfBlogSchema,
  removeAttributionSchema,
  SHARE_NETWORKS,
  SHARE_REPLY_TO_MAX_AGE_S,
  SHARE_REPLY_TO_SETTING,
  type ShareDataResponse,
  shareEmailSchema,
  shareTexts,
} from '@rookery/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { setCookie } from '../../http/cookies.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { formKeyForPage, sessionOptionsFrom } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { actorOf } from '../limits/abuse-limits.js';
import { loadViewer, requireViewer } from '../posts/pipeline/viewer.js';
import { removeAppAttribution, reportPost, shareToNetwork } from './share-actions.js';
import { shareData } from './share-data.js';
import { shareBlogByEmail, sharePostByEmail } from './share-mails.js';
import { isFlagged, ownsPost, visiblePost } from './shareable-post.js';
import { shortLinkTarget } from './short-link-target.js';

export const shareParams = z.object({ blog: z.string(), post_id: z.string() });
export const networkParams = z.object({ network: z.enum(SHARE_NETWORKS, shareTexts.networkUnknown) });

/**
 * Sharing (spec document 2 §3, §6, §7; issue 18): the share popover's data, e-mail shares of a post
 * or a blog, counted shares to the networks, Facebook's (never linked) account, Flag, and removing
 * app attribution.
 */
export function shareRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const sessionOptions = sessionOptionsFrom(config);

  /** Remembers the 'allow reply' switch for a year (spec §7), as a setting the page reads. */
  const rememberReplyTo = (reply: FastifyReply, allow: boolean) =>
    setCookie(reply, SHARE_REPLY_TO_SETTING, allow ? '1' : '0', {
      maxAge: SHARE_REPLY_TO_MAX_AGE_S,
      secure: sessionOptions.secure,
      readable: true,
    });

  app.get('/svc/post/share/:blog/:post_id', async (request, reply) => {
    const { blog, post_id } = parse(shareParams, request.params);
    const viewer = await loadViewer(db, request.session);
    const post = await visiblePost(db, viewer, blog, post_id);
    const share_popover_data = shareData(config.publicUrl, post, {
      formKey: formKeyForPage(request, reply, sessionOptions),
      signedIn: !!viewer,
      own: !!viewer && (await ownsPost(db, viewer, post.id)),
      flagged: await isFlagged(db, post.id),
    });
    return ok<ShareDataResponse>({ share_popover_data });
  });

  app.post('/svc/share/email', async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const input = parse(shareEmailSchema, request.body);
    const sent = await sharePostByEmail(deps, viewer, actorOf(request), input);
    rememberReplyTo(reply, input.allow_reply_to);
    return ok(sent);
  });

  app.post('/svc/email_tumblelog', async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const input = parse(emailTumblelogSchema, request.body);
    const sent = await shareBlogByEmail(deps, viewer, actorOf(request), input);
    rememberReplyTo(reply, input.allow_reply_to);
    return ok(sent);
  });

  app.post('/svc/share/:network', async (request) => {
    const { network } = parse(networkParams, request.params);
    const input = parse(networkShareSchema, request.body);
    const viewer = await loadViewer(db, request.session);
    return ok(await shareToNetwork(deps, viewer, actorOf(request), network, input));
  });

  // The short link: a permanent redirect to the permalink of a post that is out for everyone.
  app.get('/p/:code', async (request, reply) => {
    const { code } = parse(z.object({ code: z.string() }), request.params);
    const target = await shortLinkTarget(db, code);
    if (!target) throw new NotFoundError(messages.postNotFound);
    return reply.redirect(`${config.publicUrl}${target}`, 301);
  });

  app.post('/svc/facebook_status', async () => ok<FacebookStatusResponse>(null));

  app.post('/svc/post/report', async (request) => {
    const viewer = await requireViewer(db, request);
    const input = parse(postOfBlogSchema, request.body);
    await reportPost(db, viewer, input.tumblelog_name, input.post_id);
    return ok({ message: shareTexts.reported });
  });

  app.post('/svc/post/remove_app_attribution', async (request) => {
    const viewer = await requireViewer(db, request);
    const input = parse(removeAttributionSchema, request.body);
    await removeAppAttribution(db, viewer, input.tumblelog_id, input.post_id);
    return ok({ post_id: input.post_id, from_app: false });
  });
}
