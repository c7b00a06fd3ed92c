import { type Bootstrap, DEFAULT_FEATURE_FLAGS, MESSAGE_IMAGE_MAX_BYTES } from '@rookery/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { formKeyForPage, sessionOptionsFrom } from '../../http/session.js';
import { livePlacements } from '../ads/live-placements.js';
import { hostKind } from '../blog-hosts/host-routing.js';
import { loadCurrentUser } from './current-user.js';

/**
 * What a page starts from: the current user (or none), the form key, the feature flags, the app
 * link, the ad placements a live campaign takes (blog_ads: one of the blog network's) and the
 * image message limit.
 */
export async function bootstrapFor(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Bootstrap> {
  const [user, adPlacements] = await Promise.all([
    request.session ? loadCurrentUser(deps.db, request.session) : null,
    livePlacements(deps.db, deps.config.adsEnabled === true),
  ]);
  return {
    user,
    form_key: formKeyForPage(request, reply, sessionOptionsFrom(deps.config)),
    flags: { ...DEFAULT_FEATURE_FLAGS, blog_ads: adPlacements.some((p) => p.startsWith('blog_network')) },
    app_url: deps.config.appUrl ?? null,
    ad_placements: adPlacements,
    ad_partner: deps.config.adsEnabled === true && deps.config.adScriptUrl !== undefined,
    message_image_max_bytes: deps.config.messagingImageMaxBytes ?? MESSAGE_IMAGE_MAX_BYTES,
    site: {
      main_origin: new URL(deps.config.publicUrl).origin,
      blog_domain: deps.config.blogDomain ?? null,
      blog_host: blogHostOf(request),
    },
  };
}

/** The blog whose own host the request came to, if any. */
function blogHostOf(request: FastifyRequest): string | null {
  const kind = hostKind(request);
  return kind.kind === 'blog' ? kind.blog : null;
}
