import type { ComposerChannel, PostFetchData, PostFetchResponse } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { initialForm, postableChannels } from './initial-form';

const fetchedPost = (over: Partial<PostFetchData>): PostFetchResponse => ({
  post: {
    id: '7',
    type: 'text',
    can_reblog_as: [],
    state: '0',
    publish_on: null,
    tags: 'a,b',
    format: 0,
    from_app: false,
    is_private: false,
    custom_tweet: '',
    send_to_twitter: false,
    ads_cta_text_code: '0',
    enable_cta: false,
    redirect_url_primary: '',
    redirect_url_ios: '',
    redirect_url_android: '',
    enable_redirect_urls: false,
    source_url: '',
    slug: '',
    date: '2031-03-09T14:05:00.000Z',
    members_only: false,
    owner_flagged_nsfw: false,
    can_be_liked: true,
    can_be_reblogged: true,
    carousel_display: false,
    tsp_skip_lightbox: false,
    confirm_tos: false,
    copyright_fallback: false,
    preuploaded_url: '',
    reblog_key: 'key7',
    trail: [],
    title: 'Title',
    body: 'Body',
    caption: '',
    linkthrough: '',
    quote: '',
    source: '',
    url: '',
    thumbnail: '',
    excerpt: '',
    author: '',
    chat: '',
    embed_code: '',
    ask: '',
    answer: '',
    layout: '',
    photos: [],
    media_url: '',
    video: null,
    track_title: '',
    track_artist: '',
    track_album: '',
    album_art: '',
    ...over,
  },
  post_tumblelog: { name: 'owner-blog', name_or_id: 'owner-blog', url: '', post_url: '', avatar: '' },
  created_post: false,
  post_context_page: 'dashboard',
});

const channel = (name: string) => ({ name }) as ComposerChannel;

describe('initial form', () => {
  it('opens a new post of the type on the current blog', () => {
    const form = initialForm({ mode: 'new', type: 'quote' }, { currentBlog: 'mine', editorType: 'rich' });
    expect(form).toMatchObject({ mode: 'new', type: 'quote', tumblelog: 'mine', state: 'published' });
  });

  it('opens an edit on the post’s own blog with its fields', () => {
    const form = initialForm(
      { mode: 'edit', postId: '7' },
      { currentBlog: 'mine', editorType: 'rich', fetched: fetchedPost({}) },
    );
    expect(form).toMatchObject({
      mode: 'edit',
      postId: '7',
      tumblelog: 'owner-blog',
      title: 'Title',
      tags: ['a', 'b'],
    });
  });

  it('reblogs as the current blog when it may, else as the first blog allowed', () => {
    const opening = { mode: 'reblog', reblogId: '7', reblogKey: 'key7' } as const;
    const allowed = fetchedPost({ can_reblog_as: ['mine', 'other'] });
    expect(initialForm(opening, { currentBlog: 'mine', editorType: 'rich', fetched: allowed })).toMatchObject(
      {
        mode: 'reblog',
        tumblelog: 'mine',
        reblog_id: '7',
        reblog_key: 'key7',
      },
    );
    const elsewhere = fetchedPost({ can_reblog_as: ['other'] });
    expect(
      initialForm(opening, { currentBlog: 'mine', editorType: 'rich', fetched: elsewhere }).tumblelog,
    ).toBe('other');
  });

  it('offers only the blogs a reblog may be posted as', () => {
    const form = initialForm(
      { mode: 'reblog', reblogId: '7', reblogKey: 'key7' },
      { currentBlog: 'mine', editorType: 'rich', fetched: fetchedPost({ can_reblog_as: ['mine'] }) },
    );
    expect(postableChannels([channel('mine'), channel('other')], form).map((c) => c.name)).toEqual(['mine']);
  });
});
