import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { notify } from './notify.js';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.client().register('ann@example.com', 'ann');
  const ben = t.client();
  await ben.register('ben@example.com', 'ben');
  expect((await ben.post('/svc/blog/create', { name: 'ben-two', title: 'Ben two' })).status).toBe(200);
  for (const row of await t.deps.db.selectFrom('blogs').select(['id', 'name']).execute())
    ids[row.name] = row.id;
});
afterAll(() => t.close());

const items = () =>
  t.deps.db
    .selectFrom('activity')
    .innerJoin('blogs', 'blogs.id', 'activity.blog_id')
    .select(['blogs.name', 'activity.kind', 'activity.actor_blog_id', 'activity.text'])
    .orderBy('activity.id')
    .execute();

describe('notify', () => {
  it('tells a blog what another user did, an anonymous ask without its asker, and cuts the text', async () => {
    await notify(t.deps.db, [
      { blogId: ids.ann!, kind: 'like', actorBlogId: ids.ben! },
      { blogId: ids.ann!, kind: 'ask', actorBlogId: null, text: 'q'.repeat(300) },
    ]);
    expect(await items()).toEqual([
      { name: 'ann', kind: 'like', actor_blog_id: ids.ben, text: '' },
      { name: 'ann', kind: 'ask', actor_blog_id: null, text: 'q'.repeat(200) },
    ]);
  });

  it("never tells a user about their own blogs' doings", async () => {
    await notify(t.deps.db, { blogId: ids.ben!, kind: 'reblog', actorBlogId: ids['ben-two']! });
    expect(await items()).toHaveLength(2);
  });
});
