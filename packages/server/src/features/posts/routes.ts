import {
  DEFAULT_CONTEXT_PAGE,
  deletePostSchema,
  deriveState,
  fetchPostSchema,
  listPostsQuerySchema,
  POST_REQUEST_MAX_BYTES,
  parseUpdatePayload,
  publishPostSchema,
  saveMessage,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { listReads } from '../../db/replica.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { withImportedPhotos } from '../media/import-image.js';
import { deletePost } from './delete-post.js';
import { fetchPost } from './fetch-post.js';
import { formBuilderData } from './form-builder.js';
import { postDashboardHtml } from './fragment/dashboard-html.js';
import { listBlogPosts } from './list-posts.js';
import { permalink } from './permalink.js';
import { presentSave } from './present.js';
import { publishPost } from './publish-post.js';
import { savePost } from './save-post.js';

/** The post calls of spec document 1 §7 and the blog's plain post list. */
export function postRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // "Emulated HTTP": the composer may send X-HTTP-Method-Override: PUT; method emulation maps it.
  app.route({
    method: ['POST', 'PUT'],
    url: '/svc/post/update',
    // Every field at POST_TEXT_MAX_LENGTH still fits, form-encoded; the field rule says which is too long.
    bodyLimit: POST_REQUEST_MAX_BYTES,
    handler: async (request, reply) => {
      const session = requireSession(request);
      const parsed = parseUpdatePayload(request.body);
      // New posts and reblogs spend the posting budget; edits do not.
      if (parsed.mode !== 'edit') await assertWithinLimit(deps, 'post', actorOf(request));
      const form = await withImportedPhotos(deps, { ...actorOf(request), account: session.userId }, parsed);
      const { post, created } = await savePost(db, session, form);
      const state = deriveState(post);
      return ok(
        presentSave(post, {
          created,
          message: saveMessage(state, post.blog_name, !created),
          contextPage: form.contextData.contextPage || DEFAULT_CONTEXT_PAGE,
          dashboardHtml: await postDashboardHtml(deps, request, reply, session, post.id),
        }),
      );
    },
  });

  app.post('/svc/post/fetch', async (request) => {
    const session = requireSession(request);
    return ok(await fetchPost(db, session, parse(fetchPostSchema, request.body)));
  });

  app.post('/svc/post/get_post_form_builder_data', async (request) => {
    return ok(await formBuilderData(db, requireSession(request)));
  });

  app.route({
    method: ['POST', 'DELETE'],
    url: '/svc/post/delete',
    handler: async (request) => {
      const session = requireSession(request);
      return ok(await deletePost(db, session, parse(deletePostSchema, request.body)));
    },
  });

  app.get<{ Params: { name: string; id: string } }>('/svc/blog/:name/post/:id', async (request) => {
    return ok(await permalink(db, request.session, request.params.name, request.params.id));
  });

  app.post('/publish', async (request) => {
    const input = parse(publishPostSchema, request.body);
    return ok(await publishPost(db, requireSession(request), input));
  });

  app.get<{ Params: { name: string } }>('/svc/blog/:name/posts', async (request) => {
    const query = parse(listPostsQuerySchema, request.query);
    return ok(await listBlogPosts(listReads(deps, request), request.session, request.params.name, query));
  });
}
