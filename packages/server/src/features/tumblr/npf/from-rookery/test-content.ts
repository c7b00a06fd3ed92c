import type { PostContent } from '@rookery/core';
import { configureBlogUrls } from '../../../blog-hosts/blog-urls.js';
import type { BlogLookup, ShortBlogInfo } from './types.js';

/** The site the tests' addresses are absolute on. */
export const SITE = 'https://rookery.test';

export function configureTestSite(): void {
  configureBlogUrls({ publicUrl: SITE, blogDomain: undefined, domains: undefined });
}

/** A post's content with nothing in it but what `fields` gives, as presentContent shapes it. */
export function testContent(fields: Partial<PostContent> = {}): PostContent {
  return {
    title: '',
    body: '',
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
    ...fields,
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
