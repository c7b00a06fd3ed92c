import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { viewerOfBlog } from '../posts/pipeline/test-viewer.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { textPost } from '../posts/test-posts.js';
import { dashboardPage } from './page.js';
import { dashboardSkeleton } from './skeleton.js';

let t: TestApp;
let viewer: Viewer;
const writers = new Map<string, TestClient>();

beforeAll(async () => {
  t = await createTestApp();
  const reader = t.client();
  await reader.register('reader@example.com', 'reader');
  for (const name of ['one', 'two', 'three']) {
    const writer = t.client();
    await writer.register(`${name}@example.com`, name);
    writers.set(name, writer);
    for (let i = 0; i < 4; i++)
      await textPost(writer, { title: `${name} ${i}`, ...(i === 3 ? { state: 'private' as const } : {}) });
    if (name !== 'three') await reader.post('/svc/follow', { tumblelog: name });
  }
  await textPost(reader, { title: 'own private', state: 'private' });
  viewer = await viewerOfBlog(t.deps.db, 'reader');
});
afterAll(() => t.close());

const blogId = async (name: string) =>
  (await t.deps.db.selectFrom('blogs').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** Every page's ids, by the skeleton alone or by the page statement that also hydrates them (page.ts). */
async function readAll(mergeMax: number, limit: number, read: 'skeleton' | 'page' = 'skeleton') {
  const ids: string[] = [];
  let before: string | undefined;
  do {
    if (read === 'page') {
      const page = await dashboardPage(t.deps.db, viewer, { limit, before }, mergeMax);
      ids.push(...page.posts.map((post) => post.id));
      before = page.next ?? undefined;
    } else {
      const page = await dashboardSkeleton(t.deps.db, viewer, { limit, before }, mergeMax);
      ids.push(...page.ids);
      before = page.next ?? undefined;
    }
  } while (before);
  return ids;
}

describe('the dashboard skeleton', () => {
  it('answers the same posts, in the same order, by merging per blog and by walking all posts', async () => {
    const merged = await readAll(1000, 2);
    const walked = await readAll(0, 2);
    // Two followed blogs' three public posts each, and the reader's own private post.
    expect(merged).toHaveLength(7);
    expect(walked).toEqual(merged);
    expect(await readAll(1000, 50)).toEqual(merged);
    // The merge bounds each page by the blogs' newest posts; every page size must agree.
    for (const limit of [1, 3, 4]) {
      expect(await readAll(1000, limit)).toEqual(merged);
      expect(await readAll(0, limit)).toEqual(merged);
    }
    // The page statement reads the same ids by all four of its statements, and hydrates them.
    for (const limit of [1, 2, 4, 50]) {
      expect(await readAll(1000, limit, 'page')).toEqual(merged);
      expect(await readAll(0, limit, 'page')).toEqual(merged);
    }
  });

  it('agrees when blogs tie on their newest post (one transaction can publish many posts at one instant)', async () => {
    // Every public post of three followed blogs at one instant orders them by id alone: the merge
    // must not cut a blog short for ranking behind those it ties with, whichever blog leads.
    await t.deps.db
      .insertInto('follows')
      .values({ follower_blog_id: viewer.currentBlogId!, followed_blog_id: await blogId('three') })
      .execute();
    for (const leader of ['one', 'two', 'three']) {
      for (let i = 0; i < 3; i++) await textPost(writers.get(leader)!, { title: `${leader} tied ${i}` });
      await sql`update posts set published_at = '2026-01-01T00:00:00Z'
        where state = 'published' and not is_private
          and blog_id in (select id from blogs where name in ('one', 'two', 'three'))`.execute(t.deps.db);
      const walked = await readAll(0, 50);
      for (const limit of [1, 2, 3, 4, 5, 50]) {
        expect(await readAll(1000, limit)).toEqual(walked);
        expect(await readAll(1000, limit, 'page')).toEqual(walked);
      }
    }
  });
});
