import type { PostSaveResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
} from '../../../../test/test-app.js';
import { hasFastProperties, haveSameMap, unsequentialStrings } from '../../../../test/v8-shapes.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from '../test-posts.js';
import { presentIds } from './run.js';
import { viewerOfBlog } from './test-viewer.js';

let t: TestApp;
let writer: TestClient;
let reader: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  writer = t.client();
  await writer.register('lena@example.com', 'lena');
  reader = t.client();
  await reader.register('reader@example.com', 'reader');
  await reader.post('/svc/follow', { tumblelog: 'lena' });
});
afterAll(() => t.close());

const saved = async (save: Promise<TestResponse<PostSaveResponse>>) => (await save).body.response.post.id;

describe('a presented page of posts', () => {
  it('is made of fast objects of one shape, whatever the type, so JSON.stringify takes its fast path', async () => {
    const text = await textPost(writer, { title: 'words', tags: ['one', 'two'] });
    const quote = await saved(savePostForm(writer, 'quote', { quote: 'Said', source: 'Someone' }));
    const link = await saved(savePostForm(writer, 'link', { url: 'https://example.com/', title: 'A link' }));
    const reblog = await saved(
      reblogPost(reader, 'reader', text, await reblogKeyOf(t.deps.db, text), { body: '<p>agreed</p>' }),
    );
    const ids = [reblog, link, quote, text];

    const views = await presentIds(t.deps.db, await viewerOfBlog(t.deps.db, 'reader'), ids);

    expect(views.map((v) => v.id)).toEqual(ids);
    for (const view of views) expect(hasFastProperties(view)).toBe(true);
    for (const view of views.slice(1)) expect(haveSameMap(view, views[0] as object)).toBe(true);
    // Every string one piece of its own: not a view into a row's text, not parts joined by `+`.
    expect(unsequentialStrings(views)).toEqual([]);
  });
});
