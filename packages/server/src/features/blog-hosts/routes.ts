import { type BlogDomainResponse, domainSchema, domainTexts } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { findBlogByName, requireOwnedBlog } from '../blogs/blogs.js';
import {
  blogDomain,
  type DomainSetup,
  removeBlogDomain,
  setBlogDomain,
  verifyBlogDomain,
} from './domains.js';

export const askQuery = z.object({ domain: z.string().trim().toLowerCase().max(253) });

/**
 * A blog's custom domain (issue 21), its owner's to set, verify and remove; and the question a TLS
 * proxy asks before it gets a certificate for a host (Caddy's on-demand TLS `ask`): yes for the
 * main site, a blog's subdomain, or a verified custom domain; 404 for anything else.
 */
export function blogHostRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const setup: DomainSetup = {
    mainHost: new URL(config.publicUrl).hostname,
    blogDomain: config.blogDomain,
    dnsServers: config.dnsServers,
  };
  // Here at once, and in every other process as the notice arrives (features/cluster).
  const domainsChanged = async () => {
    await app.blogDomains.refresh();
    await app.processNotices.announce({ kind: 'domains' });
  };
  const owned = (request: Parameters<typeof requireSession>[0], name: string) =>
    requireOwnedBlog(db, requireSession(request).userId, name);
  const answer = async (blog: BlogRow) => ok<BlogDomainResponse>(await blogDomain(db, blog, setup));

  app.get<{ Params: { name: string } }>('/svc/blog/:name/domain', (request) =>
    owned(request, request.params.name).then(answer),
  );
  app.post<{ Params: { name: string } }>('/svc/blog/:name/domain', async (request) => {
    const blog = await owned(request, request.params.name);
    await setBlogDomain(db, blog, parse(domainSchema, request.body).domain, setup);
    await domainsChanged();
    return answer(blog);
  });
  app.post<{ Params: { name: string } }>('/svc/blog/:name/domain/verify', async (request) => {
    const blog = await owned(request, request.params.name);
    await verifyBlogDomain(db, blog, setup);
    await domainsChanged();
    return answer(blog);
  });
  app.post<{ Params: { name: string } }>('/svc/blog/:name/domain/remove', async (request) => {
    const blog = await owned(request, request.params.name);
    await removeBlogDomain(db, blog);
    await domainsChanged();
    return answer(blog);
  });

  app.get('/svc/domains/allowed', async (request) => {
    const { domain } = parse(askQuery, request.query);
    if (domain === setup.mainHost || app.blogDomains.blogOf(domain)) return ok({ allowed: true });
    const suffix = setup.blogDomain ? `.${setup.blogDomain}` : null;
    if (suffix && domain.endsWith(suffix) && (await findBlogByName(db, domain.slice(0, -suffix.length))))
      return ok({ allowed: true });
    throw new NotFoundError(domainTexts.invalid);
  });
}
