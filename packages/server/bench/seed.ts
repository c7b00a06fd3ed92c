import type pg from 'pg';
import { BLOG_HEADS_FROM_POSTS } from '../src/db/migrations/0041-blog-heads.js';
import { hashPassword } from '../src/features/accounts/passwords.js';
import { BENCH_PASSWORD, type Dataset, emailOf } from './dataset.js';
import { indexesOf, recreateIndexes } from './indexes.js';
import { MESSAGES_PER_CONVERSATION, seedMessaging } from './seed-messaging.js';
import {
  COMMENT_SLOT,
  commentOf,
  contentSlots,
  extraOf,
  literal,
  photosOf,
  pick,
  reblogComment,
  rnd,
  tagVocabulary,
  typeFrom,
} from './sql.js';

/** Tables the bulk load fills; their secondary indexes are dropped first and built once at the end. */
const LOADED_TABLES = [
  'posts',
  'follows',
  'likes',
  'post_tags',
  'conversations',
  'messages',
  'conversation_participants',
];

export interface SeedReport {
  seconds: number;
  steps: { step: string; seconds: number }[];
  counts: Record<string, number>;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** A step near n / golden ratio that visits every residue mod n: an arithmetic walk with no repeats. */
function coprimeStep(n: number): number {
  let step = Math.max(1, Math.floor(n * 0.618));
  while (gcd(step, n) !== 1) step++;
  return step;
}

/** Evenly spread blog ids (a mix of popular and quiet blogs), never `own`. */
function spreadBlogs(count: number, blogs: number, own: number): number[] {
  const ids = new Set<number>();
  for (let j = 0; ids.size < count; j++) {
    let id = 1 + (Math.floor((j * blogs) / count) % blogs);
    while (id === own || ids.has(id)) id = (id % blogs) + 1;
    ids.add(id);
  }
  return [...ids];
}

/**
 * Seeds `dataset` into a migrated, empty database with set-based SQL on one connection.
 * session_replication_role = replica turns off the user triggers (note counts, post_tags) and the
 * foreign key checks for the load; the statements write consistent rows, and note_count,
 * post_tags and blog_heads are then computed in bulk, as the triggers would have.
 */
export async function seed(client: pg.Client, d: Dataset, log: (line: string) => void): Promise<SeedReport> {
  const started = performance.now();
  const steps: SeedReport['steps'] = [];
  const run = async (step: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    const seconds = (performance.now() - t) / 1000;
    steps.push({ step, seconds });
    log(`  ${step.padEnd(44)} ${seconds.toFixed(1)} s`);
  };
  const q = (text: string, values?: unknown[]) => client.query(text, values);

  await q("SET session_replication_role = 'replica'");
  await q("SET maintenance_work_mem = '512MB'");
  await q("SET work_mem = '256MB'");
  await q('SET synchronous_commit = off');

  const indexes = await indexesOf(client, LOADED_TABLES);
  await run(`drop ${indexes.length} secondary indexes`, async () => {
    for (const index of indexes) await q(`DROP INDEX ${index.name}`);
  });

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await run(`users (${d.users}) and blogs (${d.blogs})`, async () => {
    await q(
      `INSERT INTO users (id, email, password_hash, email_verified_at, primary_blog_id, created_at)
       SELECT i, 'user' || i || '@bench.test', $1, now() - interval '400 days', i, now() - interval '400 days'
       FROM generate_series(1::int8, ${d.users}) i`,
      [passwordHash],
    );
    for (const id of [d.fewUserId, d.manyUserId])
      await q('UPDATE users SET email = $1 WHERE id = $2', [emailOf(id, d), id]);
    // Blog i is user i's primary blog; blog users + i is their second one.
    await q(
      `INSERT INTO blogs (id, user_id, name, title, description, created_at)
       SELECT i, CASE WHEN i <= ${d.users} THEN i ELSE i - ${d.users} END, 'blog' || i, 'Blog number ' || i,
         '<p>A benchmark blog.</p>', now() - interval '400 days'
       FROM generate_series(1::int8, ${d.blogs}) i`,
    );
  });

  // Followers of the blog at rank r (blog id r): min(pool - 1, maxFollowers * r^-zipf) primary blogs
  // of ordinary users, found by an arithmetic walk mod pool (no repeats) from a per-blog start.
  const pool = d.users - 2;
  const followStep = coprimeStep(pool);
  await run('follows (Zipf spread, two special users)', async () => {
    await q(
      `INSERT INTO follows (follower_blog_id, followed_blog_id, created_at)
       SELECT f.id, r, now() - ${rnd('r * 65536 + j', 21)} * interval '365 days'
       FROM generate_series(1::int8, ${d.blogs}) r
       CROSS JOIN LATERAL generate_series(0::int8, least(${pool - 1}, round(${d.maxFollowers} * power(r, ${-d.zipf})))::int - 1) j
       CROSS JOIN LATERAL (SELECT 1 + (${pick('r', 22, pool)} + j * ${followStep}) % ${pool} AS id) f
       WHERE f.id <> r
       ORDER BY 1, 2`,
    );
    for (const [userId, count] of [
      [d.fewUserId, d.fewFollows],
      [d.manyUserId, d.manyFollows],
    ] as const) {
      await q(
        `INSERT INTO follows (follower_blog_id, followed_blog_id, created_at)
         SELECT $1, b, now() - interval '30 days' FROM unnest($2::int8[]) b`,
        [userId, spreadBlogs(count, d.blogs, userId)],
      );
    }
  });

  // The posts' skeleton in a scratch table: who posts what, when, with which tags. A post's blog
  // is drawn with weight falling off with the blog's rank (blog 1 posts most). Ids follow time.
  const vocabulary = `ARRAY[${tagVocabulary(d.tagVocabulary).map(literal).join(',')}]`;
  await run(`post skeleton (${d.posts})`, async () => {
    await q('DROP TABLE IF EXISTS bench_posts, bench_links, bench_eligible, bench_notes');
    await q(
      `CREATE UNLOGGED TABLE bench_posts AS
       SELECT i AS id,
         (1 + floor(${d.blogs} * power(${rnd('i', 1)}, 2)))::int8 AS blog_id,
         ${typeFrom('t')} AS type,
         CASE WHEN st < 0.02 THEN 'draft' ELSE 'published' END AS state,
         (st >= 0.02 AND st < 0.03) AS is_private,
         CASE WHEN st >= 0.02 THEN least(now(), tm) END AS published_at,
         least(now(), tm) AS created_at,
         ${rnd('i', 4)} < ${d.reblogs / d.posts} AS reblog_slot,
         ${rnd('i', 6)} < 0.34 AS deep,
         ARRAY(SELECT DISTINCT (${vocabulary})[1 + floor(${d.tagVocabulary} * power(${rnd('i * 8 + g', 13)}, 3))::int]
               FROM generate_series(1, floor(${rnd('i', 5)} * 5)::int) g) AS tags
       FROM (SELECT i, ${rnd('i', 2)} AS t, ${rnd('i', 3)} AS st,
               now() - interval '365 days' + (i::float8 / ${d.posts}) * interval '365 days'
                 + (${rnd('i', 7)} - 0.5) * interval '1 hour' AS tm
             FROM generate_series(1::int8, ${d.posts}) i) x`,
    );
    await q('ALTER TABLE bench_posts ADD PRIMARY KEY (id)');
    await q('ANALYZE bench_posts');
  });

  // Reblogs: two thirds reblog an original (mostly a recent one), a third reblog such a reblog, so
  // trails have one or two steps. A slot that finds no parent stays an original.
  const eligible = (t: string) => `${t}.state = 'published' AND NOT ${t}.is_private`;
  const target = 's.id - 1 - floor((s.id - 1) * power(RND, 3))::int8'.replace('RND', rnd('s.id', 8));
  await run('reblog links', async () => {
    await q(
      `CREATE UNLOGGED TABLE bench_links AS
       SELECT s.id, s.blog_id, ${eligible('s')} AS eligible, least(now(), greatest(s.published_at, p.published_at + interval '1 minute')) AS published_at,
         p.id AS parent_id, p.blog_id AS parent_blog, p.published_at AS parent_published,
         p.id AS root_id, p.blog_id AS root_blog, p.type AS root_type, 1 AS depth
       FROM bench_posts s
       CROSS JOIN LATERAL (SELECT o.id, o.blog_id, o.published_at, o.type FROM bench_posts o
         WHERE o.id <= ${target} AND NOT o.reblog_slot AND ${eligible('o')}
         ORDER BY o.id DESC LIMIT 1) p
       WHERE s.reblog_slot AND NOT s.deep`,
    );
    await q('ALTER TABLE bench_links ADD PRIMARY KEY (id)');
    await q('ANALYZE bench_links');
    // The parent is a first-step reblog; bench_links alone says which are, and which are public.
    await q(
      `INSERT INTO bench_links
       SELECT s.id, s.blog_id, ${eligible('s')}, least(now(), greatest(s.published_at, p.published_at + interval '1 minute')),
         p.id, p.blog_id, p.published_at, p.root_id, p.root_blog, p.root_type, 2
       FROM bench_posts s
       CROSS JOIN LATERAL (SELECT l.id, l.blog_id, l.published_at, l.root_id, l.root_blog, l.root_type
         FROM bench_links l WHERE l.id <= ${target} AND l.eligible
         ORDER BY l.id DESC LIMIT 1) p
       WHERE s.reblog_slot AND s.deep`,
    );
  });

  // Likes: each user likes ~likes/users posts (skewed per user), half spread over every public
  // post, half over the posts of the most popular blogs; duplicates of the two halves are dropped.
  await run('likes', async () => {
    await q(
      `CREATE UNLOGGED TABLE bench_eligible AS
       SELECT row_number() OVER (ORDER BY s.blog_id, s.id) AS rn, s.id, coalesce(l.root_id, s.id) AS root_id,
         coalesce(l.published_at, s.published_at) AS published_at
       FROM bench_posts s LEFT JOIN bench_links l USING (id)
       WHERE ${eligible('s')}`,
    );
    await q('ALTER TABLE bench_eligible ADD PRIMARY KEY (rn)');
    await q('ANALYZE bench_eligible');
    const all = Number((await q('SELECT count(*) AS n FROM bench_eligible')).rows[0].n);
    const popular = Math.max(1, Math.floor(all / 10));
    const perUser = d.likes / d.users;
    await q(
      `INSERT INTO likes (user_id, blog_id, post_id, root_post_id, created_at)
       SELECT DISTINCT ON (c.user_id, e.id) c.user_id, c.user_id, e.id, e.root_id,
         e.published_at + (now() - e.published_at) * ${rnd('e.id * 16384 + c.user_id', 15)}
       FROM (
         SELECT u AS user_id, 1 + (${pick('u', 12, all)} + j * ${coprimeStep(all)}) % ${all} AS rn
         FROM generate_series(1::int8, ${d.users}) u
         CROSS JOIN LATERAL generate_series(0::int8, floor(${1.5 * perUser} * power(${rnd('u', 11)}, 2))::int - 1) j
         UNION ALL
         SELECT u, 1 + (${pick('u', 14, popular)} + j * ${coprimeStep(popular)}) % ${popular}
         FROM generate_series(1::int8, ${d.users}) u
         CROSS JOIN LATERAL generate_series(0::int8, least(${popular}, floor(${1.5 * perUser} * power(${rnd('u', 11)}, 2)))::int - 1) j
       ) c JOIN bench_eligible e ON e.rn = c.rn
       ORDER BY c.user_id, e.id`,
    );
    await q(
      `UPDATE users SET liked_post_count = n
       FROM (SELECT user_id, count(*) AS n FROM likes GROUP BY user_id) l WHERE l.user_id = users.id`,
    );
  });

  // note_count as the triggers keep it: on each root, its likes (of it or of any reblog of it)
  // plus its published reblogs.
  await run('note counts', async () => {
    await q(
      `CREATE UNLOGGED TABLE bench_notes AS
       SELECT root_id, count(*)::int AS n FROM (
         SELECT root_post_id AS root_id FROM likes
         UNION ALL
         SELECT l.root_id FROM bench_links l JOIN bench_posts s USING (id) WHERE s.state = 'published'
       ) x GROUP BY root_id`,
    );
    await q('ALTER TABLE bench_notes ADD PRIMARY KEY (root_id)');
    await q('ANALYZE bench_notes');
  });

  // The posts proper: a reblog carries its root's type and content except its own comment, and a
  // trail of the root's words and (for a reblog of a reblog that said something) its parent's.
  const type = 'coalesce(l.root_type, s.type)';
  const source = 'coalesce(l.root_id, s.id)';
  const base = contentSlots(type, source);
  const slot = (name: 'one' | 'two' | 'three') => {
    const types = Object.entries(COMMENT_SLOT)
      .filter(([, s]) => s === name)
      .map(([t]) => `'${t}'`);
    return `CASE WHEN l.id IS NOT NULL AND ${type} IN (${types.join(', ') || 'NULL'}) THEN ${reblogComment('s.id')} ELSE ${base[name]} END`;
  };
  const rootItem = `jsonb_build_object('blog_name', 'blog' || l.root_blog, 'post_id', l.root_id::text,
      'content', ${commentOf(type, 'l.root_id')}, 'is_root', true)`;
  const parentWords = `CASE WHEN ${type} = 'chat' THEN '' ELSE ${reblogComment('l.parent_id')} END`;
  const parentItem = `jsonb_build_object('blog_name', 'blog' || l.parent_blog, 'post_id', l.parent_id::text,
      'content', ${parentWords}, 'is_root', false)`;
  await run(`posts (${d.posts})`, async () => {
    await q(
      `INSERT INTO posts (id, blog_id, type, state, is_private, published_at, one, two, three, extra, photos,
         tags, reblog_key, is_reblog, parent_post_id, parent_blog_id, root_post_id, root_blog_id, trail,
         note_count, created_at, updated_at)
       SELECT s.id, s.blog_id, ${type}, s.state, s.is_private,
         CASE WHEN s.published_at IS NOT NULL THEN coalesce(l.published_at, s.published_at) END,
         ${slot('one')}, ${slot('two')}, ${slot('three')}, ${extraOf(type, source)}, ${photosOf(type, source)},
         s.tags, substr(md5(s.id::text || 'reblog-key'), 1, 8),
         l.id IS NOT NULL, l.parent_id, l.parent_blog, l.root_id, l.root_blog,
         CASE WHEN l.id IS NULL THEN '[]'::jsonb
           WHEN l.depth = 1 OR ${parentWords} = '' THEN jsonb_build_array(${rootItem})
           ELSE jsonb_build_array(${rootItem}, ${parentItem}) END,
         CASE WHEN l.id IS NULL THEN coalesce(n.n, 0) ELSE 0 END,
         s.created_at, s.created_at
       FROM bench_posts s
       LEFT JOIN bench_links l USING (id)
       LEFT JOIN bench_notes n ON n.root_id = s.id
       ORDER BY s.id`,
    );
  });

  await run('post_tags', async () => {
    await q(
      `INSERT INTO post_tags (tag, post_id, blog_id, published_at)
       SELECT DISTINCT lower(t), p.id, p.blog_id, p.published_at
       FROM posts p CROSS JOIN LATERAL unnest(p.tags) t
       WHERE p.state = 'published' AND NOT p.is_private AND NOT p.members_only AND t <> ''
       ORDER BY 1, 4, 2`,
    );
  });

  await run('blog heads', () => q(BLOG_HEADS_FROM_POSTS));

  await run(
    `conversations (${d.conversations + d.readerConversations}, ${MESSAGES_PER_CONVERSATION} messages each)`,
    () => seedMessaging(q, d),
  );

  await run('build indexes', () => recreateIndexes(client, indexes));

  await run('sequences, scratch tables', async () => {
    for (const table of ['users', 'blogs', 'posts', 'likes'])
      await q(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    await q('DROP TABLE bench_posts, bench_links, bench_eligible, bench_notes');
  });
  await q("SET session_replication_role = 'origin'");

  await run('vacuum analyze', () => q('VACUUM (ANALYZE)'));

  const counts: Record<string, number> = {};
  for (const [name, sql] of [
    ['users', 'SELECT count(*) AS n FROM users'],
    ['blogs', 'SELECT count(*) AS n FROM blogs'],
    ['posts', 'SELECT count(*) AS n FROM posts'],
    ['reblogs', 'SELECT count(*) AS n FROM posts WHERE is_reblog'],
    ['follows', 'SELECT count(*) AS n FROM follows'],
    ['likes', 'SELECT count(*) AS n FROM likes'],
    ['post_tags', 'SELECT count(*) AS n FROM post_tags'],
    ['conversations', 'SELECT count(*) AS n FROM conversations'],
    ['messages', 'SELECT count(*) AS n FROM messages'],
    [
      'reader_unread_conversations',
      `SELECT count(*) AS n FROM conversation_participants cp JOIN blogs b ON b.id = cp.blog_id
       WHERE b.user_id = ${d.readerUserId} AND cp.unread_count > 0`,
    ],
    [
      'max_followers',
      'SELECT max(c) AS n FROM (SELECT count(*) AS c FROM follows GROUP BY followed_blog_id) x',
    ],
  ] as const) {
    counts[name] = Number((await q(sql)).rows[0].n);
  }
  return { seconds: (performance.now() - started) / 1000, steps, counts };
}
