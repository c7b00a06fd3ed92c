import { buildUpdatePayload, newPostForm } from '@rookery/core';
import { formKeyOf, getJson, signIn } from './client.js';
import type { BenchDatabase } from './database.js';
import type { Dataset } from './dataset.js';
import { BENCH_PASSWORD, emailOf } from './dataset.js';

/** A text post's save payload, as the composer sends it. */
export const savePayload = (title: string) =>
  new URLSearchParams(
    buildUpdatePayload(
      newPostForm('text', {
        title,
        body: '<p>The moths came back to the porch light tonight, all seven of them.</p>'.repeat(3),
        tags: ['bench', 'moths'],
      }),
    ),
  ).toString();

export interface Poster {
  name: string;
  followers: number;
  cookie: string;
  formKey: string;
}

/**
 * Issue 22 P4's two posters: the owner of the most followed blog, and of the primary blog with the
 * fewest followers (about ten at full size), each signed in as their blog (a user posts as their
 * primary blog).
 */
export async function posters(db: BenchDatabase, d: Dataset, baseUrl: string): Promise<[Poster, Poster]> {
  const client = await db.connect();
  try {
    // The fewest followers of any ordinary user's primary blog: about ten at full size.
    const counts = await client.query<{ blog: string; n: string }>(
      `(SELECT 1 AS blog, count(*) AS n FROM follows WHERE followed_blog_id = 1)
       UNION ALL
       (SELECT followed_blog_id, count(*) FROM follows WHERE followed_blog_id BETWEEN 2 AND $1
        GROUP BY 1 ORDER BY 2, 1 LIMIT 1)`,
      [d.users - 3],
    );
    const [many, few] = counts.rows;
    if (!many || !few) throw new Error('the dataset has no blogs with followers');
    const sign = async (row: { blog: string; n: string }) => {
      const cookie = await signIn(baseUrl, emailOf(Number(row.blog), d), BENCH_PASSWORD);
      return {
        name: `blog${row.blog}`,
        followers: Number(row.n),
        cookie,
        formKey: await formKeyOf(baseUrl, cookie),
      };
    };
    return [await sign(many), await sign(few)];
  } finally {
    await client.end();
  }
}

/**
 * How long a new post of `poster`'s takes to be on a follower's dashboard: saved once, then that
 * follower's first dashboard page asked every 20 ms until it lists the post (ms; Infinity after 5 s).
 */
export async function timeToDashboard(
  db: BenchDatabase,
  d: Dataset,
  baseUrl: string,
  poster: Poster,
): Promise<number> {
  const client = await db.connect();
  const follower = await client
    .query<{ id: string }>(
      `SELECT follower_blog_id AS id FROM follows WHERE followed_blog_id = $1 AND follower_blog_id <= $2
       ORDER BY 1 LIMIT 1`,
      [poster.name.slice(4), d.users - 3],
    )
    .finally(() => client.end());
  const reader = await signIn(baseUrl, emailOf(Number(follower.rows[0]?.id), d), BENCH_PASSWORD);
  const saved = await fetch(`${baseUrl}/svc/post/update`, {
    method: 'POST',
    headers: {
      cookie: poster.cookie,
      'x-form-key': poster.formKey,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: savePayload('Is it there yet?'),
  });
  const started = performance.now();
  const id = ((await saved.json()) as { response: { post: { id: string } } }).response.post.id;
  while (performance.now() - started < 5000) {
    const page = await getJson<{ posts: { id: string }[] }>(baseUrl, '/svc/dashboard', reader);
    if (page.posts.some((p) => p.id === id)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}
