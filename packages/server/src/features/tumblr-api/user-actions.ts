import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { likePost, unlikePost } from '../likes/like.js';
import { assertWithinLimit } from '../limits/abuse-limits.js';
import { loadViewer, type Viewer } from '../posts/pipeline/viewer.js';
import { follow, unfollow } from '../social/follow.js';
import { answer, notFound } from './answers.js';
import { findBlogByIdentifier } from './blog-identifier.js';
import { countsOf, presentApiBlog } from './blog-presenter.js';
import { type ApiCaller, apiCaller } from './caller.js';
import { actorFor, param, required, sessionFor } from './write-kit.js';

/**
 * The user a token acts for, as the web client's viewer: likes and follows are made as their
 * primary blog, the blog Tumblr's user methods act as.
 */
const viewerOf = async (deps: AppDeps, caller: ApiCaller): Promise<Viewer> =>
  (await loadViewer(deps.db, sessionFor(caller, null))) as Viewer;

/**
 * The blog a `url` names (api.md `/user/follow`): an address on this site (`/{name}`), a blog's
 * host name with or without a scheme, or any blog identifier.
 */
async function blogOfUrl(request: FastifyRequest, deps: AppDeps, url: string): Promise<BlogRow> {
  let identifier = url;
  try {
    const address = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`);
    identifier =
      address.host === new URL(deps.config.publicUrl).host
        ? (address.pathname.split('/').find(Boolean) ?? '')
        : address.hostname;
  } catch {
    // Not an address: read as a blog identifier as it is.
  }
  const blog = await findBlogByIdentifier(request, identifier);
  if (!blog) throw notFound('Blog not found.');
  return blog;
}

/**
 * The user methods that change something (api.md `/user/follow`, `/user/unfollow`, `/user/like`,
 * `/user/unlike`), each calling what the web client's own route calls, with its rules: the reblog
 * key, blocks either way, the follow limit.
 */
export function userActions(scope: FastifyInstance, deps: AppDeps): void {
  const signed = { config: { signedCall: true } };

  scope.post('/user/like', signed, async (request) => {
    const caller = await apiCaller(request, 'write');
    const target = { id: required(request.body, 'id'), key: required(request.body, 'reblog_key') };
    await likePost(deps.db, await viewerOf(deps, caller), target);
    return answer([]);
  });

  scope.post('/user/unlike', signed, async (request) => {
    const caller = await apiCaller(request, 'write');
    const target = { id: required(request.body, 'id'), key: required(request.body, 'reblog_key') };
    await unlikePost(deps.db, await viewerOf(deps, caller), target);
    return answer([]);
  });

  scope.post('/user/follow', signed, async (request) => {
    const caller = await apiCaller(request, 'write');
    const url = param(request.body, 'url');
    // @NOTE Rookery has no setting that lets a blog be found by its owner's address, so none is.
    if (!url) {
      if (param(request.body, 'email')) throw notFound('No blog can be found by this email address.');
      required(request.body, 'url');
    }
    const blog = await blogOfUrl(request, deps, url);
    const viewer = await viewerOf(deps, caller);
    await assertWithinLimit(deps, 'follow', actorFor(request, caller));
    await follow(deps.db, viewer, blog.name);
    const counts = await countsOf(deps.db, [blog.id]);
    return answer({
      blog: presentApiBlog(blog, counts.get(blog.id) as NonNullable<ReturnType<typeof counts.get>>),
    });
  });

  scope.post('/user/unfollow', signed, async (request) => {
    const caller = await apiCaller(request, 'write');
    const blog = await blogOfUrl(request, deps, required(request.body, 'url'));
    await unfollow(deps.db, await viewerOf(deps, caller), blog.name);
    return answer([]);
  });
}
