import type { PostContent, PostVideo } from '@rookery/core';
import { configureBlogUrls } from '../../../blog-hosts/blog-urls.js';
import { presentContent } from '../../../posts/content.js';
import type { BlogLookup, ShortBlogInfo } from './types.js';

/** The site the tests' addresses are absolute on. */
export const SITE = 'https://rookery.test';

export function configureTestSite(): void {
  configureBlogUrls({ publicUrl: SITE, blogDomain: undefined, domains: undefined });
}

/** The content columns of a post with nothing in them. */
export const emptyContentRow = {
  type: 'text',
  one: '',
  two: '',
  three: '',
  extra: {},
  photos: [],
  media_key: null,
} as const satisfies Parameters<typeof presentContent>[0];

/** A post's content with nothing in it but what `fields` gives, as presentContent shapes it. */
export function testContent(fields: Partial<PostContent> = {}): PostContent {
  return { ...presentContent(emptyContentRow), ...fields };
}

/** npf-spec's link block example, as a link post's fields. */
export const specLink = {
  title: 'Secrecy Surrounding Senate Health Bill',
  url: 'https://www.nytimes.com/2017/06/15/story.html',
  excerpt: 'Senate leaders are writing legislation',
  author: 'Thomas Kaplan',
  thumbnail: 'https://static01.nyt.com/poster.jpg',
  caption: '<p>worth a read</p>',
} as const;

/** A video upload converted and ready: its SD file, poster and size, as presentVideo gives them. */
export function testVideo(uploadKey: string, more: Partial<PostVideo> = {}): PostVideo {
  return {
    status: 'ready',
    progress: null,
    failure: null,
    url: `/media/${uploadKey}.sd.mp4`,
    hd_url: null,
    poster_url: `/media/${uploadKey}.poster.jpg`,
    filmstrip: null,
    captions_url: null,
    width: 640,
    height: 480,
    duration: 12,
    ...more,
  };
}

export const testBlog = (name: string): ShortBlogInfo => ({
  name,
  title: `${name}'s blog`,
  description: '',
  url: `${SITE}/${name}`,
  uuid: `t:${name.padEnd(22, 'x')}`,
  updated: 1700000000,
});

/** The blogs that exist in a test: every other name is a blog that is gone. */
export const testBlogs =
  (...names: string[]): BlogLookup =>
  (name) =>
    names.includes(name) ? testBlog(name) : undefined;
