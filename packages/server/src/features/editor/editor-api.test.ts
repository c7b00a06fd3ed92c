import type { PostFetchResponse, PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { savePostForm } from '../posts/test-posts.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('editor@example.com', 'editor-blog');
});
afterAll(() => t.close());

const listPosts = async () =>
  (await owner.get<PostListResponse>('/svc/blog/editor-blog/posts')).body.response.posts;
const fetchPost = async (postId: string) =>
  (await owner.post<PostFetchResponse>('/svc/post/fetch', { post_id: postId })).body.response.post;

describe('rich fields are stored through the editor allowlist', () => {
  it('stores and answers a text body without scripts or event handlers', async () => {
    const res = await savePostForm(owner, 'text', {
      title: 'Clean',
      body: '<p>Hi <img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(res.status, res.raw).toBe(200);
    const id = res.body.response.post.id;
    const row = await t.deps.db
      .selectFrom('posts')
      .select('two')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.two).toBe('<p>Hi <img src="x" alt="" /><a>x</a></p>');
    expect((await fetchPost(id)).body).toBe('<p>Hi <img src="x" alt="" /><a>x</a></p>');
    expect((await listPosts()).find((p) => p.id === id)?.body).toBe(
      '<p>Hi <img src="x" alt="" /><a>x</a></p>',
    );
  });

  it('cleans a photo post caption and the photos own captions', async () => {
    const upload = await sendUpload(t, owner, {
      data: await solidJpeg(8, 8),
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    const res = await savePostForm(owner, 'photo', {
      caption: '<b onmouseover=alert(1)>Moths</b><script>alert(1)</script>',
      photos: [
        { id: 'o1', preuploadUrl: upload.body.response.url, caption: 'Moon <img src=x onerror=alert(1)>' },
      ],
    });
    expect(res.status, res.raw).toBe(200);
    const post = (await listPosts()).find((p) => p.id === res.body.response.post.id);
    expect(post?.caption).toBe('<b>Moths</b>');
    expect(post?.photos[0]?.caption).toBe('Moon ');
  });

  it('cleans the answer of an answer post', async () => {
    const res = await savePostForm(owner, 'answer', {
      ask: 'Why?',
      answer: '<p>Because<iframe src="https://evil.example/x"></iframe></p>',
    });
    expect(res.status, res.raw).toBe(200);
    expect((await fetchPost(res.body.response.post.id)).answer).toBe('<p>Because</p>');
  });

  it('keeps the line breaks of plain text typed in the composer', async () => {
    const res = await savePostForm(owner, 'text', {
      title: 'Plain',
      body: 'first line\nsecond & last\n\nnew',
    });
    expect((await fetchPost(res.body.response.post.id)).body).toBe(
      '<p>first line<br />second &amp; last</p><p>new</p>',
    );
  });

  it('gives a Markdown post back as Markdown to edit and as HTML in the list', async () => {
    const markdown =
      '# Heading\n\nSome **bold** and a [link](https://a.example).\n\n<script>alert(1)</script>';
    const res = await savePostForm(owner, 'text', { title: 'Md', body: markdown, editorType: 'markdown' });
    expect(res.status, res.raw).toBe(200);
    const id = res.body.response.post.id;
    const fetched = await fetchPost(id);
    expect(fetched.format).toBe(2);
    expect(fetched.body).toBe(markdown);
    const listed = (await listPosts()).find((p) => p.id === id);
    expect(listed?.format).toBe(2);
    expect(listed?.body).toBe(
      '<h2>Heading</h2>\n<p>Some <b>bold</b> and a <a href="https://a.example">link</a>.</p>',
    );
  });

  it('carries a clean comment into a reblog trail', async () => {
    const original = await savePostForm(owner, 'text', { title: 'Root', body: '<p onclick=x>root</p>' });
    const parent = (await listPosts()).find((p) => p.id === original.body.response.post.id)!;
    const reblog = await savePostForm(
      owner,
      'text',
      { reblog_id: parent.id, reblog_key: parent.reblog_key, body: '<i>mine</i><script>x</script>' },
      'reblog',
    );
    expect(reblog.status, reblog.raw).toBe(200);
    const post = (await listPosts()).find((p) => p.id === reblog.body.response.post.id);
    expect(post?.body).toBe('<i>mine</i>');
    expect(post?.trail.map((step) => step.content)).toEqual(['<p>root</p>']);
  });
});

describe('blog description', () => {
  it('is sanitized when saved', async () => {
    const res = await owner.post<{ blog: { description: string } }>('/svc/blog/editor-blog/settings', {
      description: 'Moths <a href="javascript:alert(1)" onclick="x">here</a><script>alert(1)</script>',
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.blog.description).toBe('Moths <a>here</a>');
  });
});
