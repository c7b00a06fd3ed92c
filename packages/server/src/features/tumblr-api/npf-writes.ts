import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { findPost } from '../posts/find-post.js';
import { isReblogKeyOf } from '../posts/reblog-key.js';
import { uuidOfTumblrUuid } from '../tumblr/blog-uuid.js';
import { PARENT_NOT_FOUND } from '../tumblr/create/input-error.js';
import { npfReblogParent, npfRequestForm } from '../tumblr/create/npf-request.js';
import type { RequestTarget } from '../tumblr/create/request-form.js';
import { answer, TumblrApiError } from './answers.js';
import { type PostRequestReading, postOfBlog, savedState, savePostRequest } from './api-save.js';
import { mapped } from './write-kit.js';

const parentNotFound = () =>
  new TumblrApiError(400, 'The post to reblog was not found, or may not be reblogged.', PARENT_NOT_FOUND);

/** Whether an identifier a request sends names the blog: its uuid as answers give it, bare, or its name. */
function names(identifier: string, blog: Pick<BlogRow, 'uuid' | 'name'>): boolean {
  return (
    [blog.uuid, `t:${blog.uuid}`, blog.name].includes(identifier) ||
    uuidOfTumblrUuid(identifier) === blog.uuid
  );
}

/**
 * What an NPF create makes: a post of the blog's own, or a reblog of the parent it names — which
 * must exist, be of the blog named and carry that key (api.md: 400 with subcode 8002 otherwise).
 */
async function createTarget(deps: AppDeps, body: Record<string, unknown>): Promise<RequestTarget> {
  const parent = mapped(() => npfReblogParent(body));
  if (!parent) return { kind: 'new' };
  const post = await findPost(deps.db, parent.postId);
  if (!post || !isReblogKeyOf(post, parent.reblogKey)) throw parentNotFound();
  const blog = await deps.db
    .selectFrom('blogs')
    .select(['uuid', 'name'])
    .where('id', '=', post.blog_id)
    .executeTakeFirstOrThrow();
  if (!names(parent.blogUuid, blog)) throw parentNotFound();
  return { kind: 'reblog', postId: post.id, reblogKey: parent.reblogKey, type: post.type };
}

/**
 * The NPF writes (api.md `/posts` create and reblog, `/posts/{post-id}` edit): JSON, or multipart
 * with a `json` part and a part per uploaded media `identifier` (api-body.ts), read by the Tumblr
 * mapping as the composer's form and saved as `/svc/post/update` saves it.
 */
export function npfWrites(scope: FastifyInstance, deps: AppDeps): void {
  const signed = { config: { signedCall: true } };
  const npf = (target: PostRequestReading['target']): PostRequestReading => ({
    target,
    form: (body, blogName, aim, files) =>
      npfRequestForm(body, blogName, aim, (identifier) => files.get(identifier)?.[0]),
  });
  const create = npf((body) => createTarget(deps, body));

  scope.post<{ Params: { blog: string } }>('/blog/:blog/posts', signed, async (request, reply) => {
    const saved = await savePostRequest(deps, request, create);
    return reply.status(201).send(answer({ id: saved.post.id, ...savedState(saved) }, 201));
  });

  scope.put<{ Params: { blog: string; id: string } }>('/blog/:blog/posts/:id', signed, async (request) => {
    const saved = await savePostRequest(
      deps,
      request,
      npf(async (_body, blog): Promise<RequestTarget> => {
        const post = await postOfBlog(deps.db, blog, request.params.id);
        return { kind: 'edit', postId: post.id, type: post.type, isReblog: post.is_reblog };
      }),
    );
    return answer({ id: saved.post.id, ...savedState(saved) });
  });
  // A POST arrives here only to be emulated (X-HTTP-Method-Override: PUT runs the edit), signed
  // as the API's calls are: the site's own stand-in would ask for a form key.
  scope.post('/blog/:blog/posts/:id', signed, async () => {
    throw new TumblrApiError(405, 'Send this call with PUT, or POST with X-HTTP-Method-Override: PUT.');
  });
}
