import { describe, expect, it } from 'vitest';
import { blogViewClickPath, blogViewPath, type ClickFacts, parseBlogViewTarget } from './blog-view-target';

const plain: ClickFacts = {
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const BLOG = JSON.stringify({ tumblelog: 'ada-writes' });
const POST = JSON.stringify({ tumblelog: 'ada-writes', postId: '123456789012345678' });

describe('blogViewClickPath', () => {
  it('opens the panel on a plain click', () => {
    expect(blogViewClickPath(plain, BLOG)).toBe('/blog/view/ada-writes');
    expect(blogViewClickPath(plain, POST)).toBe('/blog/view/ada-writes/123456789012345678');
  });

  it('leaves ctrl and meta clicks to the browser', () => {
    expect(blogViewClickPath({ ...plain, ctrlKey: true }, BLOG)).toBeNull();
    expect(blogViewClickPath({ ...plain, metaKey: true }, BLOG)).toBeNull();
  });

  it('leaves other open-elsewhere clicks and handled clicks to the browser', () => {
    expect(blogViewClickPath({ ...plain, shiftKey: true }, BLOG)).toBeNull();
    expect(blogViewClickPath({ ...plain, altKey: true }, BLOG)).toBeNull();
    expect(blogViewClickPath({ ...plain, button: 1 }, BLOG)).toBeNull();
    expect(blogViewClickPath({ ...plain, defaultPrevented: true }, BLOG)).toBeNull();
  });

  it('leaves elements without usable blog view data to the browser', () => {
    for (const attribute of [null, undefined, '', '{', '[]', 'null', '{"postId":"1"}', '{"tumblelog":""}']) {
      expect(blogViewClickPath(plain, attribute), String(attribute)).toBeNull();
    }
  });
});

describe('parseBlogViewTarget', () => {
  it('reads a blog, a post id (string or number) and a tag', () => {
    expect(parseBlogViewTarget(BLOG)).toEqual({ tumblelog: 'ada-writes' });
    expect(parseBlogViewTarget('{"tumblelog":"a","postId":42}')).toEqual({ tumblelog: 'a', postId: '42' });
    expect(parseBlogViewTarget('{"tumblelog":"a","tag":"birds"}')).toEqual({ tumblelog: 'a', tag: 'birds' });
  });

  it('ignores a post id that is not an id', () => {
    expect(parseBlogViewTarget('{"tumblelog":"a","postId":"../x"}')).toEqual({ tumblelog: 'a' });
  });
});

describe('blogViewPath', () => {
  it('encodes names and tags', () => {
    expect(blogViewPath({ tumblelog: 'a', tag: 'bird watching' })).toBe(
      '/blog/view/a/search/bird%20watching',
    );
    expect(blogViewPath({ tumblelog: 'a/b' })).toBe('/blog/view/a%2Fb');
  });
});
