import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { deletePost } from '../posts/delete-post.js';
import { findPost } from '../posts/find-post.js';
import { isReblogKeyOf } from '../posts/reblog-key.js';
import { legacyRequestForm } from '../tumblr/create/legacy-request.js';
import type { RequestTarget } from '../tumblr/create/request-form.js';
import { answer, notFound } from './answers.js';
import { type PostRequestReading, postOfBlog, savePostRequest } from './api-save.js';
import { ownedBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import { required, sessionFor } from './write-kit.js';

type BlogRoute = { Params: { blog: string } };

/** A legacy answer's post id: a number and, for 64-bit ids, the exact string. */
const idAnswer = (id: string) => ({ id: Number(id), id_string: id });

/** A legacy request reads as a post of its type; its `data` parts are a photoset's photos, a track or a video. */
const legacy = (target: PostRequestReading['target']): PostRequestReading => ({
  target,
  form: (body, blogName, aim, files) => legacyRequestForm(body, blogName, aim, files.get('data') ?? []),
});

/**
 * The legacy post writes (api.md `/post`, `/post/edit`, `/post/reblog`, `/post/delete`): form,
 * JSON or multipart, read by the Tumblr mapping as the composer's form and saved as
 * `/svc/post/update` saves it (api-save.ts). Registered inside a scope that reads multipart.
 */
export function legacyPostWrites(scope: FastifyInstance, deps: AppDeps): void {
  const signed = { config: { signedCall: true } };

  scope.post<BlogRoute>('/blog/:blog/post', signed, async (request, reply) => {
    const { post } = await savePostRequest(
      deps,
      request,
      legacy(async () => ({ kind: 'new' })),
    );
    return reply.status(201).send(answer(idAnswer(post.id), 201));
  });

  const edit = legacy(async (body, blog): Promise<RequestTarget> => {
    const post = await postOfBlog(deps.db, blog, required(body, 'id'));
    return { kind: 'edit', postId: post.id, type: post.type, isReblog: post.is_reblog };
  });
  scope.post<BlogRoute>('/blog/:blog/post/edit', signed, async (request) =>
    answer(idAnswer((await savePostRequest(deps, request, edit)).post.id)),
  );

  const reblog = legacy(async (body): Promise<RequestTarget> => {
    const key = required(body, 'reblog_key');
    const parent = await findPost(deps.db, required(body, 'id'));
    // As the web client's reblog: a key that is not the post's finds no post (the save checks the rest).
    if (!parent || !isReblogKeyOf(parent, key)) throw notFound('Post not found.');
    return { kind: 'reblog', postId: parent.id, reblogKey: key, type: parent.type };
  });
  scope.post<BlogRoute>('/blog/:blog/post/reblog', signed, async (request, reply) => {
    const { post } = await savePostRequest(deps, request, reblog);
    return reply.status(201).send(answer(idAnswer(post.id), 201));
  });

  scope.post<BlogRoute>('/blog/:blog/post/delete', signed, async (request) => {
    const caller = await apiCaller(request, 'write');
    const blog = await ownedBlog(request, caller, request.params.blog);
    const post = await postOfBlog(deps.db, blog, required(request.body, 'id'));
    await deletePost(deps.db, sessionFor(caller, blog), { post_id: post.id, channel_id: blog.name });
    return answer(idAnswer(post.id));
  });
}
