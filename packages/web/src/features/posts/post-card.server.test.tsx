// @vitest-environment node
import {
  type Bootstrap,
  DEFAULT_FEATURE_FLAGS,
  FRAGMENT_POST_ATTRIBUTE,
  type PostType,
  type PostView,
} from '@rookery/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPostsHtml } from '../../ssr/render-posts';
import { PostCard } from './post-card';

const TYPES: PostType[] = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'answer'];

function postOf(type: PostType, extra: Partial<PostView> = {}): PostView {
  return {
    id: '42',
    type,
    blog_name: 'ada',
    post_url: '/ada/post/42/hello',
    state: 'published',
    date: '2025-01-02T03:04:05.000Z',
    publish_on: null,
    tags: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'],
    slug: 'hello',
    source_url: '',
    format: 'html',
    is_reblog: false,
    reblog_key: 'k',
    parent_post_id: null,
    root_post_id: null,
    reblogged_from_name: null,
    reblogged_root_name: null,
    trail: [],
    members_only: false,
    owner_flagged_nsfw: false,
    can_be_liked: true,
    can_be_reblogged: true,
    carousel_display: true,
    blog: {
      name: 'ada',
      title: 'Ada',
      url: '/ada',
      avatar_url: '',
      avatar_shape: 'square',
      following: false,
    },
    root_id: '42',
    note_count: 3,
    liked: false,
    queue_position: null,
    title: 'Title',
    body: '<p>Body <b>bold</b></p>',
    caption: '<p>Caption</p>',
    linkthrough: '',
    quote: 'Quoted',
    source: '<p>Source</p>',
    url: 'https://example.com/a',
    thumbnail: '',
    excerpt: 'Excerpt',
    author: '',
    chat: 'A: hi\nB: hello',
    embed_code: '',
    ask: 'Why?',
    answer: '<p>Because</p>',
    layout: '',
    photos: [
      { id: 'p1', url: '/media/1.png', width: 100, height: 100, caption: '' },
      { id: 'p2', url: '/media/2.png', width: 100, height: 50, caption: '' },
    ],
    media_url: '/media/a.mp3',
    track_title: 'Track',
    track_artist: 'Artist',
    track_album: 'Album',
    album_art: '',
    ...extra,
  } as PostView;
}

const VISITOR: Bootstrap = {
  user: null,
  form_key: '',
  flags: DEFAULT_FEATURE_FLAGS,
  app_url: null,
  ad_placements: [],
  ad_partner: false,
  message_image_max_bytes: 10_485_760,
  site: { main_origin: 'http://localhost', blog_domain: null, blog_host: null },
};

const framesOf = (html: string) => [...html.matchAll(/<iframe\b[^>]*>/g)].map((m) => m[0]);

function render(post: PostView): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PostCard post={post} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PostCard on the server (the fragment call)', () => {
  it('has no DOM to lean on here', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(TYPES)('renders a %s post without a window', (type) => {
    const html = render(postOf(type));
    expect(html).toContain(`${FRAGMENT_POST_ATTRIBUTE}="42"`);
    expect(html).toContain('3 notes');
    expect(html).toContain('data-peepr');
  });

  it('passes stored rich HTML through, as the server sanitised it on save', () => {
    expect(render(postOf('text'))).toContain('<p>Body <b>bold</b></p>');
  });

  it('draws stored frames only as player frames, checking them again first', () => {
    const player = 'https://www.youtube.com/embed/aqz-KE-bpKQ';
    const legacy = `<p>a</p><iframe src="${player}" sandbox="allow-scripts allow-same-origin"></iframe><iframe src="https://rookery.example/ada/post/1"></iframe><iframe src="https://www.youtube.com/embed/%2e%2e/%2e%2e/x"></iframe>`;
    const frame = `<iframe src="${player}" title="YouTube video" allow="fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy">`;
    const html = renderPostsHtml(
      [
        postOf('text', {
          body: legacy,
          is_reblog: true,
          reblogged_from_name: 'ada',
          reblogged_root_name: 'ada',
          blog_name: 'wren',
          trail: [{ blog_name: 'ada', post_id: '1', content: legacy, is_root: true }],
        }),
        postOf('answer', { id: '43', answer: legacy }),
      ],
      VISITOR,
    );
    expect(framesOf(html)).toEqual([frame, frame, frame]);
  });

  it("draws a video post's embed code only as a player frame, with no sandbox escape", () => {
    const player = 'https://www.youtube.com/embed/aqz-KE-bpKQ';
    const video = framesOf(
      render(postOf('video', { media_url: '', embed_code: `<iframe src="${player}"></iframe>` })),
    );
    expect(video).toHaveLength(1);
    expect(video[0]).toContain(`src="${player}"`);
    // React writes the attribute as referrerPolicy; HTML reads attribute names in any case.
    expect(video[0]).toMatch(/ referrerpolicy="strict-origin-when-cross-origin"/i);
    expect(video[0]).toContain(' loading="lazy"');
    expect(video[0]).not.toContain('sandbox');
    const own = render(postOf('video', { media_url: '', embed_code: 'https://rookery.example/ada/post/1' }));
    expect(framesOf(own)).toEqual([]);
  });

  it('renders a reblog with its trail, the root credited first', () => {
    const html = render(
      postOf('text', {
        is_reblog: true,
        reblogged_from_name: 'grace',
        reblogged_root_name: 'ada',
        blog_name: 'wren',
        trail: [
          { blog_name: 'ada', post_id: '1', content: '<p>root words</p>', is_root: true },
          { blog_name: 'grace', post_id: '2', content: '<p>middle words</p>', is_root: false },
        ],
        body: '<p>my words</p>',
      }),
    );
    const order = ['root words', 'middle words', 'my words'].map((t) => html.indexOf(t));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
