import { beforeAll, describe, expect, it } from 'vitest';
import { presentBlogInfo } from './blog-info.js';
import { configureBlogDomainSite, testBlogSource } from './test-posts.js';

beforeAll(configureBlogDomainSite);

const description =
  '<p><strong>Mr. Karp</strong> is tall and skinny, with unflinching blue eyes a mop of brown hair.</p>';
const david = {
  ...testBlogSource('david', { title: "David's Log", description, updated: new Date(1308953007 * 1000) }),
  posts: 3456,
};

describe('a blog’s info', () => {
  it('is api.md’s `/info` example, field by field (likes are never shared here, so never given)', () => {
    const info = presentBlogInfo(david, null);
    expect(info).toMatchObject({
      title: "David's Log",
      posts: 3456,
      name: 'david',
      url: 'https://david.rookery.test/',
      updated: 1308953007,
      description,
      ask: true,
      ask_anon: false,
    });
    expect(info).not.toHaveProperty('likes');
  });

  it('gives the avatar at every documented size, its uuid, theme and what a visitor may do', () => {
    const info = presentBlogInfo(david, null);
    expect(info.avatar.map((a) => a.width)).toEqual([512, 128, 96, 64, 48, 40, 30, 24, 16]);
    expect(info.avatar[0]).toEqual({
      width: 512,
      height: 512,
      url: 'https://rookery.test/avatar/david/512?v=1',
    });
    expect(info).toMatchObject({
      uuid: 't:DZY0xL2Fi1OFJg4YxpmegQ',
      ask_page_title: 'Ask me anything',
      can_chat: true,
      can_subscribe: false,
      subscribed: false,
      share_likes: false,
      share_following: false,
      is_nsfw: false,
      theme: { avatar_shape: 'circle', title_font: 'Gibson', header_image: '', show_title: true },
    });
    for (const field of ['followed', 'is_blocked_from_primary']) expect(info).not.toHaveProperty(field);
    expect(presentBlogInfo({ ...david, asks: false }, null)).not.toHaveProperty('ask_anon');
  });

  it('tells a reader whether they follow, subscribe to and block it', () => {
    expect(presentBlogInfo(david, { followed: true, subscribed: true, blocked: false })).toMatchObject({
      followed: true,
      can_subscribe: true,
      subscribed: true,
      is_blocked_from_primary: false,
    });
    expect(presentBlogInfo(david, { followed: false, subscribed: true, blocked: true })).toMatchObject({
      followed: false,
      can_subscribe: false,
      subscribed: false,
      is_blocked_from_primary: true,
    });
  });
});
