import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadViewer, type Viewer } from '../posts/pipeline/viewer.js';
import { textPost } from '../posts/test-posts.js';
import { dashboardSkeleton } from './skeleton.js';

let t: TestApp;
let viewer: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  const reader = t.client();
  await reader.register('reader@example.com', 'reader');
  for (const name of ['one', 'two', 'three']) {
    const writer = t.client();
    await writer.register(`${name}@example.com`, name);
    for (let i = 0; i < 4; i++)
      await textPost(writer, { title: `${name} ${i}`, ...(i === 3 ? { state: 'private' as const } : {}) });
    if (name !== 'three') await reader.post('/svc/follow', { tumblelog: name });
  }
  await textPost(reader, { title: 'own private', state: 'private' });
  const session = await t.deps.db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'form_key', 'current_blog_id'])
    .where(
      'user_id',
      '=',
      (
        await t.deps.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'reader@example.com')
          .executeTakeFirstOrThrow()
      ).id,
    )
    .executeTakeFirstOrThrow();
  viewer = (await loadViewer(t.deps.db, {
    id: session.id,
    userId: session.user_id,
    formKey: session.form_key,
    currentBlogId: session.current_blog_id,
  }))!;
});
afterAll(() => t.close());

async function readAll(mergeMax: number, limit: number) {
  const ids: string[] = [];
  let before: string | undefined;
  do {
    const page = await dashboardSkeleton(t.deps.db, viewer, { limit, before }, mergeMax);
    ids.push(...page.ids);
    before = page.next ?? undefined;
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
  });
});
