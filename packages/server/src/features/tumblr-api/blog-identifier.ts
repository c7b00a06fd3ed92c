import type { FastifyRequest } from 'fastify';
import type { BlogRow } from '../blogs/blog-row.js';
import { isTakenDownFor } from '../moderation/blog-access.js';
import { uuidOfTumblrUuid } from '../tumblr/blog-uuid.js';
import { forbidden, notFound, unauthorized } from './answers.js';
import type { ApiCaller } from './caller.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type BlogLookup = { by: 'uuid'; uuid: string } | { by: 'name'; name: string } | { by: 'nothing' };

/**
 * What a `{blog-identifier}` names (api.md "Blog Identifiers"): a blog's name; its uuid, as the
 * API gives it (`t:` and 22 characters, tumblr/blog-uuid.ts), as `t:` and the uuid, or bare; or a host name — `{name}.{BLOG_DOMAIN}`, a verified
 * custom domain, or `{name}.tumblr.com`, so that a script written for a blog that moved here under
 * the same name keeps working.
 */
export function parseBlogIdentifier(
  identifier: string,
  hosts: { blogDomain: string | undefined; customDomain: (host: string) => string | undefined },
): BlogLookup {
  // The uuid as the presenters write it (tumblr/blog-uuid.ts): base64url, so read before lower-casing.
  const encoded = uuidOfTumblrUuid(identifier.trim());
  if (encoded) return { by: 'uuid', uuid: encoded };
  const id = identifier.trim().toLowerCase().replace(/\.$/, '');
  const uuid = id.startsWith('t:') ? id.slice(2) : id;
  if (UUID.test(uuid)) return { by: 'uuid', uuid };
  if (id.startsWith('t:') || id === '') return { by: 'nothing' };
  if (!id.includes('.')) return { by: 'name', name: id };
  const custom = hosts.customDomain(id);
  if (custom) return { by: 'name', name: custom };
  for (const domain of [hosts.blogDomain, 'tumblr.com']) {
    if (!domain || !id.endsWith(`.${domain}`)) continue;
    const label = id.slice(0, -domain.length - 1);
    if (!label.includes('.')) return { by: 'name', name: label };
  }
  return { by: 'nothing' };
}

/** The blog an identifier names, whoever may see it; undefined when none. */
export async function findBlogByIdentifier(
  request: FastifyRequest,
  identifier: string,
): Promise<BlogRow | undefined> {
  const { db, config } = request.server.tumblrApiDeps;
  const lookup = parseBlogIdentifier(identifier, {
    blogDomain: config.blogDomain,
    customDomain: (host) => request.server.blogDomains.blogOf(host),
  });
  if (lookup.by === 'nothing') return undefined;
  const query = db.selectFrom('blogs').selectAll();
  return (
    lookup.by === 'uuid' ? query.where('uuid', '=', lookup.uuid) : query.where('name', '=', lookup.name)
  ).executeTakeFirst();
}

/** The blog as the caller may read it: 404 when there is none, or it is taken down for them. */
export async function readableBlog(
  request: FastifyRequest,
  caller: ApiCaller,
  identifier: string,
): Promise<BlogRow> {
  const blog = await findBlogByIdentifier(request, identifier);
  if (!blog || isTakenDownFor(blog, caller.user?.id)) throw notFound('Blog not found.');
  return blog;
}

/**
 * The blog, which must be the calling user's: a token acts only as the user who approved it, so
 * only on that user's blogs (401 with no user, 404 for no such blog, 403 for someone else's).
 */
export async function ownedBlog(
  request: FastifyRequest,
  caller: ApiCaller,
  identifier: string,
): Promise<BlogRow> {
  if (!caller.user)
    throw unauthorized('This call needs an OAuth-signed request or a bearer token, approved by a user.');
  const blog = await readableBlog(request, caller, identifier);
  if (blog.user_id !== caller.user.id) throw forbidden('This token may only act on its own user’s blogs.');
  return blog;
}
