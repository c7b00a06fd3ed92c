import type { IncomingMessage } from 'node:http';
import { ErrorCode } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../../http/envelope.js';
import type { BlogHosts, HostKind } from './blog-hosts.js';
import type { VerifiedDomains } from './verified-domains.js';

/** Paths every host shares as they are: the app's files, media, and the calls its pages make. */
const SHARED = [
  '/svc/',
  '/services/',
  '/assets/',
  '/media/',
  '/avatar/',
  '/proxy/',
  '/ads/',
  '/favicon',
  '/stickers/',
  '/sounds/',
];
/** Writes a page on a blog host may make: its logs and ad events, as a visitor. */
const VISITOR_WRITES = new Set(['/services/cslog', '/services/bblog', '/svc/log/lady', '/svc/log/ad']);
/** Where a request to a host that is nothing here is sent. */
const UNKNOWN_HOST_PATH = '/__rookery/unknown-host';

type Marked = IncomingMessage & { rookeryHost?: HostKind };

/** The kind of host the request came to (set by the rewrite, before routing). */
export const hostKind = (request: FastifyRequest): HostKind =>
  (request.raw as Marked).rookeryHost ?? { kind: 'main' };

const isShared = (path: string) => SHARED.some((prefix) => path.startsWith(prefix));

/**
 * Fastify's rewriteUrl (it runs before routing, synchronously): on a blog's host, its pages are
 * the blog's (`/` is /{blog}, `/post/1` is /{blog}/post/1, `/rss` is /{blog}/rss, ...); the shared
 * paths stay as they are; a host that is nothing here goes to the unknown-host answer.
 */
export function rewriteForHost(hosts: BlogHosts) {
  return (req: IncomingMessage): string => {
    const url = req.url ?? '/';
    const kind = hosts.kindOf(req.headers);
    (req as Marked).rookeryHost = kind;
    if (kind.kind === 'main') return url;
    if (kind.kind === 'unknown') return UNKNOWN_HOST_PATH;
    if (isShared(url)) return url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    return `/${encodeURIComponent(kind.blog)}${path === '/' ? '' : path}${query === -1 ? '' : url.slice(query)}`;
  };
}

/**
 * What a blog's host allows (issue 21): reading, as a visitor — the main site's session cookie is
 * never sent there (it is the main host's alone) and any other is not read, so a blog's pages can
 * never act for anyone; a write there is refused and names where to sign in. A subdomain whose
 * blog has a verified custom domain sends its pages there.
 */
export function registerHostRules(app: FastifyInstance, domains: VerifiedDomains, mainUrl: string): void {
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: UNKNOWN_HOST_PATH,
    handler: async (_request, reply) =>
      reply.status(404).type('text/plain; charset=utf-8').send('No site is served at this address.'),
  });
  app.addHook('onRequest', async (request, reply) => {
    const kind = hostKind(request);
    if (kind.kind !== 'blog') return;
    const path = request.url.split('?')[0] ?? '/';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!reading && !VISITOR_WRITES.has(path))
      return reply.status(403).send(
        failure(403, [
          {
            code: ErrorCode.forbidden,
            title: 'Forbidden',
            detail: `Sign in at ${mainUrl} to do this.`,
          },
        ]),
      );
    const custom = kind.via === 'subdomain' ? domains.domainOf(kind.blog) : undefined;
    if (custom && reading && !isShared(path)) {
      return reply.redirect(`${new URL(mainUrl).protocol}//${custom}${request.originalUrl}`, 301);
    }
  });
}
