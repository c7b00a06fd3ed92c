import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PUBLISHED } from '../../db/post-states.js';
import { postUrl } from '../posts/present.js';
import type { SitemapEntry } from './sitemap-xml.js';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export type ShardKind = 'blogs' | 'posts';

/**
 * Shards are ranges of ids: shard n of a kind holds the public rows with ids in
 * ((n-1)·size, n·size]. So no shard can pass the limit, each is one range scan of a primary key
 * (a keyset page whose bounds are known without counting), and a post never moves to another
 * shard as the site grows, which spares crawlers from reading old shards again. Ids are bigserial:
 * a range holds as many rows as it has ids, less what was deleted or is not public.
 */
export interface SitemapPlan {
  blogShards: number;
  postShards: number;
  /** Every public blog and post fits in one sitemap: /sitemap.xml lists them, no index. */
  fitsOne: boolean;
}

/** How many shards of each kind: from the highest ids, two index lookups. */
export async function sitemapPlan(db: Db, size: number): Promise<SitemapPlan> {
  const { rows } = await sql<{ blogs: string | null; posts: string | null }>`
    select (select max(id) from blogs) as blogs, (select max(id) from posts) as posts`.execute(db);
  const blogs = Number(rows[0]?.blogs ?? 0);
  const posts = Number(rows[0]?.posts ?? 0);
  return {
    blogShards: Math.ceil(blogs / size),
    postShards: Math.ceil(posts / size),
    fitsOne: blogs + posts <= size,
  };
}

const range = (shard: number, size: number) => [String((shard - 1) * size), String(shard * size)] as const;

/**
 * A blog a visitor may read (not the legacy private channel), with the time of its newest public
 * post as lastmod (one probe of the blog's feed index each).
 */
export async function blogEntries(
  db: Db,
  shard: number,
  size: number,
  siteUrl: string,
): Promise<SitemapEntry[]> {
  const [from, to] = range(shard, size);
  const { rows } = await sql<{ name: string; lastmod: Date }>`
    select b.name, greatest(b.created_at, newest.published_at) as lastmod
    from blogs b
    left join lateral (
      select p.published_at from posts p
      where p.blog_id = b.id and p.state = 'published' and not p.is_private and not p.members_only
      order by p.published_at desc, p.id desc limit 1
    ) newest on true
    where b.id > ${from} and b.id <= ${to} and not b.is_private
    order by b.id`.execute(db);
  return rows.map((r) => ({ loc: `${siteUrl}/${r.name}`, lastmod: r.lastmod }));
}

/** Posts a visitor may read (posts/pipeline/rules.ts: published, not private, not members-only). */
export async function postEntries(
  db: Db,
  shard: number,
  size: number,
  siteUrl: string,
): Promise<SitemapEntry[]> {
  const [from, to] = range(shard, size);
  const rows = await db
    .selectFrom('posts as p')
    .innerJoin('blogs as b', 'b.id', 'p.blog_id')
    .select(['p.id', 'p.slug', 'b.name as blog_name', 'p.updated_at'])
    .where('p.id', '>', from)
    .where('p.id', '<=', to)
    .where('p.state', '=', PUBLISHED)
    .where('p.is_private', '=', false)
    .where('p.members_only', '=', false)
    .where('b.is_private', '=', false)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ loc: siteUrl + postUrl(r), lastmod: r.updated_at }));
}
