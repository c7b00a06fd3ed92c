import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../http/errors.js';
import { robotsTxt } from './robots.js';
import { blogEntries, postEntries, type ShardKind, SITEMAP_MAX_URLS, sitemapPlan } from './sitemap.js';
import { sitemapIndex, urlSet } from './sitemap-xml.js';

/** Crawlers read these a few times a day; an hour in any cache spares the database. */
const CRAWLER_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const SHARD_FILE = /^(blogs|posts)-([1-9]\d{0,8})\.xml$/;

/** robots.txt, /sitemap.xml (a sitemap, or the index of its shards past the limit) and the shards. */
export function seoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const size = config.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const site = config.publicUrl;
  const shard = (kind: ShardKind, n: number) =>
    kind === 'blogs' ? blogEntries(db, n, size, site) : postEntries(db, n, size, site);

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(site)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const plan = await sitemapPlan(db, size);
    reply.type(XML).header('cache-control', CRAWLER_CACHE);
    if (plan.fitsOne) return reply.send(urlSet([...(await shard('blogs', 1)), ...(await shard('posts', 1))]));
    const files = (kind: ShardKind, count: number) =>
      Array.from({ length: count }, (_, i) => ({ loc: `${site}/sitemaps/${kind}-${i + 1}.xml` }));
    return reply.send(sitemapIndex([...files('blogs', plan.blogShards), ...files('posts', plan.postShards)]));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = SHARD_FILE.exec(request.params.file);
    if (!match) throw new NotFoundError();
    const kind = match[1] as ShardKind;
    const n = Number(match[2]);
    const plan = await sitemapPlan(db, size);
    if (plan.fitsOne || n > (kind === 'blogs' ? plan.blogShards : plan.postShards)) throw new NotFoundError();
    return reply
      .type(XML)
      .header('cache-control', CRAWLER_CACHE)
      .send(urlSet(await shard(kind, n)));
  });
}
