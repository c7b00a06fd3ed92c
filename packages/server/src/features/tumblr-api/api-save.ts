import { deriveState, type PostForm, saveMessage } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { assertWithinLimit } from '../limits/abuse-limits.js';
import { withImportedPhotos } from '../media/import-image.js';
import { findPost } from '../posts/find-post.js';
import type { PostWithBlog } from '../posts/post-row.js';
import { type SavedPost, savePost } from '../posts/save-post.js';
import type { RequestTarget } from '../tumblr/create/request-form.js';
import { TUMBLR_STATES } from '../tumblr/present/common-fields.js';
import { notFound } from './answers.js';
import { orDropFiles, pendingPaths, readApiBody, storeApiFiles } from './api-body.js';
import { ownedBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import { actorFor, callerUserId, mapped, sessionFor } from './write-kit.js';

/** A post of the blog the path names, for an edit or a delete: 404 for any other. */
export async function postOfBlog(db: AppDeps['db'], blog: BlogRow, id: string): Promise<PostWithBlog> {
  const post = await findPost(db, id);
  if (!post || post.blog_id !== blog.id) throw notFound('Post not found.');
  return post;
}

type RequestBody = Record<string, unknown>;

/** How one kind of request (legacy or NPF) is read: what it aims at, and the form it makes. */
export interface PostRequestReading {
  target: (body: RequestBody, blog: BlogRow) => Promise<RequestTarget>;
  form: (
    body: RequestBody,
    blogName: string,
    target: RequestTarget,
    files: Map<string, string[]>,
  ) => PostForm;
}

/**
 * A create, edit or reblog request of the API, done as `/svc/post/update` does the composer's:
 * a token that may write, on its user's own blog; the request read as a post first, with stand-in
 * addresses for its files, so a request the mapping refuses keeps nothing; the posting limit for
 * new posts and reblogs (edits spend none, as on the web); the files kept as the user's uploads,
 * photos by address brought in (withImportedPhotos), and the composer's own save.
 */
export async function savePostRequest(
  deps: AppDeps,
  request: FastifyRequest<{ Params: { blog: string } }>,
  reading: PostRequestReading,
): Promise<SavedPost> {
  const caller = await apiCaller(request, 'write');
  const blog = await ownedBlog(request, caller, request.params.blog);
  const actor = actorFor(request, caller);
  const sent = await readApiBody(request, deps, callerUserId(caller));
  const formOf = (target: RequestTarget, files: Map<string, string[]>) =>
    mapped(() => reading.form(sent.body, blog.name, target, files));
  const { target, form } = await orDropFiles(sent.files, async () => {
    const aim = await reading.target(sent.body, blog);
    const read = formOf(aim, pendingPaths(sent.files));
    if (read.mode !== 'edit') await assertWithinLimit(deps, 'post', actor);
    return { target: aim, form: read };
  });
  const kept =
    sent.files.size > 0 ? formOf(target, await storeApiFiles(deps, actor.account, sent.files)) : form;
  return savePost(deps.db, sessionFor(caller, blog), await withImportedPhotos(deps, actor, kept));
}

/** A saved post's state in Tumblr's words, and the words the composer shows for it. */
export function savedState({ post, created }: SavedPost): { state: string; display_text: string } {
  const state = deriveState(post);
  return { state: TUMBLR_STATES[state], display_text: saveMessage(state, post.blog_name, !created) };
}
