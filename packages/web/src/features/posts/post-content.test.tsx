// @vitest-environment jsdom
import type { PostContent as Content, PostType } from '@rookery/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCleanHtml } from '../editor/load-clean-html';
import { PostContent } from './post-content';
import { ReblogTrail } from './reblog-trail';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The markup the browser draws for `node` rendered on its own (not hydrated from the server's,
 * which passes stored fields as they are: rich-text.tsx).
 */
function renderInBrowser(node: ReactNode): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(node));
  const html = container.innerHTML;
  act(() => root.unmount());
  return html;
}

// Loaded once for the file: a rich field renders cleaned from the start (rich-text.test.tsx
// covers the wait before).
beforeAll(() => loadCleanHtml());

const MARKUP = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

/** Every stored text field holding markup, as someone might have sent it. */
const hostile: Content = {
  title: MARKUP,
  body: MARKUP,
  caption: MARKUP,
  linkthrough: 'javascript:alert(3)',
  quote: MARKUP,
  source: MARKUP,
  url: 'javascript:alert(4)',
  thumbnail: '',
  excerpt: MARKUP,
  author: MARKUP,
  chat: `Tourist: ${MARKUP}`,
  embed_code: MARKUP,
  ask: MARKUP,
  answer: MARKUP,
  layout: '',
  photos: [{ id: 'o1', url: '/media/a.png', width: 10, height: 10, caption: MARKUP }],
  media_url: '',
  video: null,
  track_title: MARKUP,
  track_artist: MARKUP,
  track_album: MARKUP,
  album_art: '',
};

const TYPES: PostType[] = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'answer'];

/** The attribute names of every real element in the markup (quoted values, where text sits, left out). */
function attributeNames(html: string): string[] {
  return [...html.matchAll(/<[a-z][a-z0-9]*((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((tag) =>
    [...tag[1]!.matchAll(/\s+([a-z-]+)(?:="[^"]*")?/gi)].map((name) => name[1]!.toLowerCase()),
  );
}

function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(attributeNames(html).filter((name) => name.startsWith('on'))).toEqual([]);
  expect(html).not.toMatch(/href="javascript:/i);
}

describe('post content', () => {
  it.each(TYPES)('shows a %s post with nothing in it that runs', (type) => {
    const html = renderInBrowser(<PostContent type={type} post={hostile} />);
    expectInert(html);
  });

  it('shows plain fields as text and rich fields as allowlisted HTML', () => {
    const post = {
      ...hostile,
      title: '<b>Title</b>',
      body: '<p><b>Bold</b> <u>and</u> <a href="javascript:x">link</a></p>',
    };
    const html = renderInBrowser(<PostContent type="text" post={post} />);
    expect(html).toContain('&lt;b&gt;Title&lt;/b&gt;');
    expect(html).toContain('<p><b>Bold</b> and <a>link</a></p>');
  });

  it('shows what each blog of a reblog trail said as cleaned HTML', () => {
    const html = renderInBrowser(
      <MemoryRouter>
        <ReblogTrail trail={[{ blog_name: 'someone', post_id: '1', content: MARKUP, is_root: true }]} />
      </MemoryRouter>,
    );
    expectInert(html);
    expect(html).toContain('someone');
  });
});

describe('embedded players', () => {
  const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

  /** The frames of rendered markup, read back by the browser's own parser. */
  function framesOf(markup: string): HTMLIFrameElement[] {
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${markup}`, 'text/html');
    return Array.from(doc.querySelectorAll('iframe'));
  }

  function expectPlayerFrame(frame: HTMLIFrameElement | undefined, src: string) {
    expect(frame?.getAttribute('src')).toBe(src);
    expect(frame?.getAttribute('allow')).toBe('fullscreen; encrypted-media; picture-in-picture');
    expect(frame?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('title')).toBeTruthy();
    // A third-party player keeps its own origin and scripts, so it gets no sandbox at all rather
    // than one holding both allow-scripts and allow-same-origin.
    expect(frame?.hasAttribute('sandbox')).toBe(false);
  }

  it("frames a video post's embed code only as an allowlisted player", () => {
    const code = `<iframe width="560" src="${PLAYER}?start=3&amp;x=1#t" sandbox="allow-scripts allow-same-origin"></iframe>`;
    const html = renderInBrowser(<PostContent type="video" post={{ ...hostile, embed_code: code }} />);
    const frames = framesOf(html);
    expect(frames).toHaveLength(1);
    expectPlayerFrame(frames[0], `${PLAYER}?start=3&x=1`);
  });

  it.each([
    'https://www.youtube.com/embed/%2e%2e/%2e%2e/x',
    'https://evil.com/www.youtube.com/embed/aqz-KE-bpKQ',
    'https://w.soundcloud.com/player/?url=x',
    `${window.location.origin}/ada/post/1`,
    '<iframe src="http://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>',
  ])('draws no frame for the embed code %s', (code) => {
    for (const type of ['video', 'audio'] as const) {
      const post = { ...hostile, embed_code: code, media_url: '' };
      expect(framesOf(renderInBrowser(<PostContent type={type} post={post} />))).toEqual([]);
    }
  });

  it("draws a rich field's frame as a player frame, and drops any other", () => {
    const body = `<p>a</p><iframe src="${PLAYER}" sandbox="allow-scripts allow-same-origin"></iframe><iframe src="${window.location.origin}/ada/post/1"></iframe>`;
    const frames = framesOf(renderInBrowser(<PostContent type="text" post={{ ...hostile, body }} />));
    expect(frames).toHaveLength(1);
    expectPlayerFrame(frames[0], PLAYER);
  });
});
