import { beforeAll, describe, expect, it } from 'vitest';
import { configureTestSite, SITE } from '../npf/from-rookery/test-content.js';
import { TumblrInputError } from './input-error.js';
import { npfReblogParent, npfRequestForm } from './npf-request.js';

beforeAll(configureTestSite);

const NOW = new Date('2026-05-01T12:00:00Z');
const uploads: Record<string, string> = { 'some-identifier': '/media/uploads/image/sent.jpg' };
const uploadOf = (identifier: string) => uploads[identifier];
const create = (body: unknown) => npfRequestForm(body, 'ada', { kind: 'new' }, uploadOf, NOW);
const text = (t: string, subtype?: string) => ({ type: 'text', text: t, ...(subtype ? { subtype } : {}) });

function refusal(body: unknown): { code: number; detail: string } {
  try {
    create(body);
  } catch (error) {
    if (error instanceof TumblrInputError) return { code: error.code, detail: error.detail };
    throw error;
  }
  throw new Error('not refused');
}

describe('an NPF create request as our post form', () => {
  it('makes a text post of the spec’s manifesto, with its tags, slug and source, for the blog of the path', () => {
    const form = create({
      content: [
        text('New Post Forms Manifesto', 'heading1'),
        {
          type: 'text',
          text: 'There comes a moment, says @ben',
          formatting: [
            { start: 6, end: 11, type: 'bold' },
            { start: 26, end: 30, type: 'mention', blog: { uuid: 't:x' } },
          ],
        },
      ],
      tags: 'npf,  manifesto ,',
      slug: 'a-manifesto',
      source_url: 'https://example.com/source',
    });
    expect(form).toMatchObject({
      type: 'text',
      mode: 'new',
      tumblelog: 'ada',
      state: 'published',
      editorType: 'rich',
      title: 'New Post Forms Manifesto',
      body: '<p>There <b>comes</b> a moment, says @ben</p>',
      tags: ['npf', 'manifesto'],
      customUrl: 'a-manifesto',
      sourceUrl: 'https://example.com/source',
    });
  });

  it('makes a photo post of image blocks: uploaded parts by identifier, this site’s by path, others by address', () => {
    const form = create({
      content: [
        {
          type: 'image',
          media: [{ type: 'image/jpeg', identifier: 'some-identifier', width: 250, height: 200 }],
        },
        { type: 'image', media: [{ url: `${SITE}/media/uploads/image/mine.png` }], alt_text: 'mine' },
        { type: 'image', media: [{ url: 'https://example.com/theirs.gif', width: 500, height: 400 }] },
        text('three pictures'),
      ],
      layout: [{ type: 'rows', display: [{ blocks: [0, 1] }, { blocks: [2] }, { blocks: [3] }] }],
    });
    expect(form).toMatchObject({
      type: 'photo',
      layout: '21',
      caption: '<p>three pictures</p>',
      photos: [
        { id: 'o1', preuploadUrl: '/media/uploads/image/sent.jpg', caption: '' },
        { id: 'o2', preuploadUrl: '/media/uploads/image/mine.png', caption: 'mine' },
        { id: 'o3', preuploadUrl: 'https://example.com/theirs.gif', caption: '' },
      ],
    });
  });

  it('uploads a video by identifier, and takes a YouTube page as its player', () => {
    uploads.clip = '/media/uploads/video/clip.mp4';
    const uploaded = create({
      content: [{ type: 'video', media: { type: 'video/mp4', identifier: 'clip' } }],
    });
    expect(uploaded).toMatchObject({
      type: 'video',
      preuploadUrl: '/media/uploads/video/clip.mp4',
      confirmTos: true,
    });
    const linked = create({
      content: [{ type: 'video', provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    });
    expect(linked.embedCode).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('reads the states: queue with publish_on ahead is scheduled, a date backdates a published post', () => {
    const content = [text('x')];
    expect(create({ content, state: 'queue', publish_on: '2026-06-01T09:00:00Z' })).toMatchObject({
      state: 'scheduled',
      publish_on: '2026-06-01T09:00:00.000Z',
    });
    expect(create({ content, state: 'queue' })).toMatchObject({ state: 'queued', publish_on: '' });
    expect(create({ content, state: 'draft', date: '2020-01-01T00:00:00Z' })).toMatchObject({
      state: 'draft',
      postDate: '',
    });
    expect(create({ content, state: 'private', date: '2020-01-01T00:00:00Z' })).toMatchObject({
      state: 'private',
      postDate: '2020-01-01T00:00:00.000Z',
    });
    expect(create({ content, tags: ['one', 'two,three'] }).tags).toEqual(['one', 'two', 'three']);
    expect(create({ content, send_to_twitter: 'true', interactability_reblog: 'noone' })).toMatchObject({
      send_to_twitter: true,
      canBeReblogged: false,
    });
  });

  it('reads a reblog’s content as its comment, in the field its parent’s type keeps comments in', () => {
    const body = {
      content: [text('lol, this is the content i am adding')],
      parent_tumblelog_uuid: 't:0aY0xL2Fi1OFJg4YxpmegQ',
      parent_post_id: 1234,
      reblog_key: 'KLA85e6c',
      hide_trail: true,
    };
    expect(npfReblogParent(body)).toEqual({
      postId: '1234',
      blogUuid: 't:0aY0xL2Fi1OFJg4YxpmegQ',
      reblogKey: 'KLA85e6c',
    });
    const form = npfRequestForm(
      body,
      'ada',
      { kind: 'reblog', postId: '1234', reblogKey: 'KLA85e6c', type: 'quote' },
      uploadOf,
    );
    expect(form).toMatchObject({
      mode: 'reblog',
      type: 'quote',
      reblog_id: '1234',
      reblog_key: 'KLA85e6c',
      removeReblogTree: true,
      source: '<p>lol, this is the content i am adding</p>',
    });
    expect(() => npfReblogParent({ parent_post_id: '1234' })).toThrow(TumblrInputError);
    expect(npfReblogParent({ content: [] })).toBeNull();
  });

  it('keeps an edited post’s type, and reads an edited reblog’s content as its comment', () => {
    const edit = npfRequestForm(
      { content: [text('just words now')] },
      'ada',
      { kind: 'edit', postId: '77', type: 'photo', isReblog: false },
      uploadOf,
    );
    expect(edit).toMatchObject({
      mode: 'edit',
      postId: '77',
      type: 'photo',
      photos: [],
      caption: '<p>just words now</p>',
    });
    const reblog = npfRequestForm(
      { content: [text('Heading', 'heading1'), text('comment')] },
      'ada',
      { kind: 'edit', postId: '78', type: 'text', isReblog: true },
      uploadOf,
    );
    expect(reblog).toMatchObject({ type: 'text', title: '', body: '<h2>Heading</h2><p>comment</p>' });
  });

  it('refuses what it cannot take, with Tumblr’s codes', () => {
    expect(refusal({ content: 'hello' })).toEqual({ code: 8001, detail: "'content' must be an array." });
    expect(refusal({ content: [] })).toEqual({
      code: 8001,
      detail: "'content' must hold at least one block.",
    });
    expect(refusal({ content: ['text'] }).code).toBe(8001);
    expect(refusal({ content: [text('x')], state: 'unapproved' }).code).toBe(8001);
    expect(refusal({ content: [text('x')], date: 'yesterday-ish' }).code).toBe(8001);
    expect(refusal({ content: [{ type: 'image', media: [{ identifier: 'never-sent' }] }] })).toEqual({
      code: 8005,
      detail: "No file was sent for the media 'never-sent'.",
    });
    expect(
      refusal({
        content: [{ type: 'video', provider: 'tumblr', media: { url: 'https://example.com/v.mp4' } }],
      }).code,
    ).toBe(8005);
    expect(refusal({ content: [text('q?'), text('a!')], layout: [{ type: 'ask', blocks: [0] }] }).code).toBe(
      8016,
    );
  });
});
