import { absoluteBlogUrl } from '../../blog-hosts/blog-urls.js';
import { unixSeconds } from '../api-date.js';
import { tumblrUuid } from '../blog-uuid.js';
import type { BlogLookup, ShortBlogInfo } from '../npf/from-rookery/types.js';
import type { TumblrBlogSource, TumblrPostContext } from './sources.js';

/** The "short blog info" a post, a trail step, a mention or an ask names a blog by. */
export function shortBlogInfo(blog: TumblrBlogSource): ShortBlogInfo {
  return {
    name: blog.name,
    title: blog.title,
    description: blog.description,
    url: absoluteBlogUrl(blog.name),
    uuid: tumblrUuid(blog.uuid),
    updated: blog.updated ? unixSeconds(blog.updated) : 0,
  };
}

/** The context's blogs as NPF's lookup; each blog's info is made once however often it is named. */
export function blogLookup(context: TumblrPostContext): BlogLookup {
  const made = new Map<string, ShortBlogInfo>();
  return (name) => {
    const blog = context.blogs.get(name);
    if (!blog) return undefined;
    const info = made.get(name) ?? shortBlogInfo(blog);
    made.set(name, info);
    return info;
  };
}
