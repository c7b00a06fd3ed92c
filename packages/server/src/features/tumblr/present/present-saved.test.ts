import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../../test/test-app.js';
import { solidJpeg } from '../../media/test-files.js';
import { sendUpload } from '../../media/test-upload.js';
import { sessionOfBlog, viewerOfBlog } from '../../posts/pipeline/test-viewer.js';
import { savePost } from '../../posts/save-post.js';
import { reblogKeyOf, reblogPost, textPost } from '../../posts/test-posts.js';
import { tumblrUuid } from '../blog-uuid.js';
import { npfRequestForm } from '../create/npf-request.js';
import { presentBlogInfo } from './blog-info.js';
import { presentLegacyPost } from './legacy-post.js';
import { loadBlogInfo } from './load-blogs.js';
import { loadNotes } from './load-notes.js';
import { loadTumblrPosts } from './load-posts.js';
import { presentNpfPost } from './npf-post.js';

/**
 * Posts made by our own post-creation logic (the composer's save, through /svc/post/update and
 * through an NPF request), loaded by the API's loaders and presented in both formats.
 */
let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;
let photoId: string;
let textId: string;
let reblogId: string;
let uploads: string[];

const SITE = 'http://rookery.test';

const sessionOf = (blog: string) => sessionOfBlog(t.deps.db, blog);
const viewerOf = (blog: string) => viewerOfBlog(t.deps.db, blog);
const blogRow = (name: string) =>
  t.deps.db.selectFrom('blogs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben, cat] = [await signedUp(t, 'ann'), await signedUp(t, 'ben'), await signedUp(t, 'cat')];
  await cat.post('/svc/follow', { tumblelog: 'ann' });
  uploads = [];
  for (const name of ['a.jpg', 'b.jpg']) {
    const res = await sendUpload(t, ann, { data: await solidJpeg(640, 480), name, type: 'image/jpeg' });
    uploads.push(res.body.response.url);
  }
  const parts: Record<string, string> = { first: uploads[0]!, second: uploads[1]! };
  const form = npfRequestForm(
    {
      content: [
        { type: 'image', media: [{ type: 'image/jpeg', identifier: 'first' }], alt_text: 'the first' },
        { type: 'image', media: [{ type: 'image/jpeg', identifier: 'second' }] },
        {
          type: 'text',
          text: 'two pictures for @ben',
          formatting: [{ start: 4, end: 12, type: 'bold' }],
        },
      ],
      layout: [{ type: 'rows', display: [{ blocks: [0, 1] }, { blocks: [2] }] }],
      tags: 'npf,photos',
    },
    'ann',
    { kind: 'new' },
    (identifier) => parts[identifier],
  );
  photoId = (await savePost(t.deps.db, await sessionOf('ann'), form)).post.id;
  textId = await textPost(ann, {
    title: 'Hello',
    body: '<p>hello <b>world</b>, says @cat</p>',
    tags: ['greeting'],
  });
  const res = await reblogPost(ben, 'ben', textId, await reblogKeyOf(t.deps.db, textId), {
    body: '<p>agreed</p>',
  });
  reblogId = res.body.response.post.id;
  await cat.post('/svc/like', { id: textId, key: await reblogKeyOf(t.deps.db, textId) });
});
afterAll(() => t.close());

describe('posts saved here, presented through the Tumblr-compatible API', () => {
  it('reads a post created through NPF back as the NPF it was made from', async () => {
    const page = await loadTumblrPosts(t.deps.db, [photoId], await viewerOf('cat'));
    const npf = presentNpfPost(page.posts[0]!, page.context);
    const image = (url: string) => ({ url: `${SITE}${url}`, type: 'image/jpeg', width: 640, height: 480 });
    expect(npf).toMatchObject({
      type: 'blocks',
      original_type: 'photo',
      id_string: photoId,
      tags: ['npf', 'photos'],
      content: [
        { type: 'image', media: [image(uploads[0]!)], alt_text: 'the first', caption: 'the first' },
        { type: 'image', media: [image(uploads[1]!)] },
        {
          type: 'text',
          text: 'two pictures for @ben',
          formatting: [
            { start: 4, end: 12, type: 'bold' },
            { start: 17, end: 21, type: 'mention', blog: { name: 'ben', url: `${SITE}/ben` } },
          ],
        },
      ],
      layout: [{ type: 'rows', display: [{ blocks: [0, 1] }, { blocks: [2] }] }],
      trail: [],
    });
    // And what it reads as edits back to the same post.
    const edit = npfRequestForm(
      { content: npf.content, layout: npf.layout },
      'ann',
      { kind: 'edit', postId: photoId, type: 'photo', isReblog: false },
      () => undefined,
    );
    const saved = await savePost(t.deps.db, await sessionOf('ann'), { ...edit, tags: ['npf', 'photos'] });
    const again = await loadTumblrPosts(t.deps.db, [photoId], await viewerOf('cat'));
    expect(saved.created).toBe(false);
    expect(presentNpfPost(again.posts[0]!, again.context)).toMatchObject({
      content: npf.content,
      layout: npf.layout,
    });
  });

  it('presents a composer’s post in the legacy format with the reader’s like and the chain’s notes', async () => {
    const page = await loadTumblrPosts(t.deps.db, [textId, reblogId], await viewerOf('cat'));
    const [text, reblog] = page.posts.map((post) =>
      presentLegacyPost(post, page.context, { reblogInfo: true }),
    );
    const ann = await blogRow('ann');
    expect(text).toMatchObject({
      type: 'text',
      blog_name: 'ann',
      blog: { name: 'ann', uuid: tumblrUuid(ann.uuid), url: `${SITE}/ann` },
      id_string: textId,
      post_url: `${SITE}/ann/post/${textId}`,
      state: 'published',
      reblog_key: await reblogKeyOf(t.deps.db, textId),
      tags: ['greeting'],
      title: 'Hello',
      body: '<p>hello <b>world</b>, says @cat</p>',
      liked: true,
      followed: true,
      note_count: 2,
    });
    expect(reblog).toMatchObject({
      blog_name: 'ben',
      title: 'Hello',
      reblogged_from_id: textId,
      reblogged_from_name: 'ann',
      reblogged_from_following: true,
      reblogged_root_uuid: tumblrUuid(ann.uuid),
      reblog: { comment: '<p>agreed</p>' },
      trail: [
        { blog: { name: 'ann', active: true }, post: { id: textId }, is_root_item: true },
        { is_current_item: true },
      ],
    });
    expect(reblog?.body).toBe(
      `<p><a class="tumblr_blog" href="${SITE}/ann/post/${textId}">ann</a>:</p><blockquote><p>hello <b>world</b>, says @cat</p></blockquote><p>agreed</p>`,
    );
    const notes = await loadNotes(t.deps.db, page.posts, await viewerOf('cat'));
    expect(notes.get(reblogId)?.map((n) => [n.kind, n.blogName])).toEqual([
      ['like', 'cat'],
      ['reblog', 'ben'],
      ['posted', 'ann'],
    ]);
  });

  it('gives a blog’s info with its count of posts and the reader’s follow', async () => {
    const { blog, relation } = await loadBlogInfo(t.deps.db, await blogRow('ann'), await viewerOf('cat'));
    expect(presentBlogInfo(blog, relation)).toMatchObject({
      name: 'ann',
      posts: 2,
      url: `${SITE}/ann`,
      followed: true,
      subscribed: false,
      is_blocked_from_primary: false,
    });
    expect(blog.updated).toBeInstanceOf(Date);
  });

  it('keeps drafts to their owner, as every list does', async () => {
    const draft = await textPost(ann, { title: 'Not yet', state: 'draft' });
    expect((await loadTumblrPosts(t.deps.db, [draft], await viewerOf('cat'))).posts).toEqual([]);
    const own = await loadTumblrPosts(t.deps.db, [draft], await viewerOf('ann'));
    expect(presentLegacyPost(own.posts[0]!, own.context)).toMatchObject({
      state: 'draft',
      genesis_post_id: draft,
    });
  });
});
