import { AVATAR_SIZES, avatarUrl, type PostPermalinkResponse, plainText } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { blogPageHref } from '../blog-hosts/blog-urls.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { findReadableBlog } from '../blogs/blogs.js';
import { roleOf } from '../moderation/roles.js';
import { permalink } from '../posts/permalink.js';
import { isEmbeddable, isFlagged } from '../share/shareable-post.js';
import { type PageHead, renderHead, SITE_NAME } from './head-tags.js';
import { blogJsonLd, postJsonLd } from './json-ld.js';
import { matchPage } from './page-route.js';
import { clip, summarizePost } from './post-summary.js';

/** What the shell answers a page with: its status and the tags in place of the template's title. */
export interface PageAnswer {
  status: number;
  head: string;
}

const SITE_DESCRIPTION = 'Rookery: blogs, posts, reblogs and the people behind them.';
const AVATAR_MAX = AVATAR_SIZES[AVATAR_SIZES.length - 1]!;
const SECTION_TITLES = { ask: 'Ask', submit: 'Submit' } as const;
const notFound: PageHead = { title: `Not found — ${SITE_NAME}`, noindex: true };

/**
 * A blog's pages; a blog that keeps itself private (the legacy private channel) says nothing about
 * itself and asks not to be indexed.
 */
function blogHead(blog: BlogRow, tag?: string, section?: 'ask' | 'submit'): PageHead {
  const name = blog.title || blog.name;
  if (blog.is_private) return { title: name, noindex: true };
  const path = `/${blog.name}${tag ? `/tagged/${encodeURIComponent(tag)}` : section ? `/${section}` : ''}`;
  const title = tag ? `#${tag} — ${name}` : section ? `${SECTION_TITLES[section]} — ${name}` : name;
  const description = clip(plainText(blog.description), 200) || `${name} on ${SITE_NAME}`;
  const avatar = {
    url: avatarUrl(blog.name, AVATAR_MAX, blog.avatar_version),
    width: AVATAR_MAX,
    height: AVATAR_MAX,
    alt: name,
  };
  return {
    title,
    description,
    // The blog's own address when it has one (features/blog-hosts).
    canonicalPath: blogPageHref(path, true),
    ogType: 'profile',
    image: avatar,
    ...(section ? {} : { feedPath: blogPageHref(path, true) }),
    ...(tag || section ? {} : { jsonLd: blogJsonLd(blog, description) }),
  };
}

/** `flagged`: the post carries a safety label, so it offers no embed (no oEmbed discovery link). */
function postHead({ post, blog }: PostPermalinkResponse, flagged: boolean): PageHead {
  const name = blog.title || blog.name;
  if (blog.is_legacy_private_channel) return { title: name, noindex: true };
  const summary = summarizePost(post);
  return {
    title: `${summary.headline} — ${name}`,
    description: summary.description || `A post by ${name} on ${SITE_NAME}`,
    canonicalPath: post.post_url,
    ogType: 'article',
    oembed: isEmbeddable(post, flagged),
    ...(summary.image ? { image: summary.image } : {}),
    jsonLd: postJsonLd(post, name, summary),
  };
}

/** The permalink as `session` (null: a visitor) may see it; undefined when it may not. */
async function visiblePost(deps: AppDeps, session: SessionInfo | null, blog: string, postId: string) {
  try {
    return await permalink(deps.db, session, blog, postId);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/**
 * Status and head of the page at `pathname`. The head always describes the page as a visitor sees
 * it, so nothing of a private post or a draft reaches the tags even on its owner's own page; the
 * owner gets the page (200) with a bare title.
 */
export async function pageHead(
  deps: AppDeps,
  request: FastifyRequest,
  pathname: string,
): Promise<PageAnswer> {
  const route = matchPage(pathname);
  const answer = (status: number, head: PageHead) => ({
    status,
    head: renderHead(head, deps.config.publicUrl),
  });
  switch (route.kind) {
    case 'home':
      return answer(200, {
        title: SITE_NAME,
        description: SITE_DESCRIPTION,
        canonicalPath: '/',
        ogType: 'website',
      });
    case 'explore':
      return answer(200, {
        title: `Explore — ${SITE_NAME}`,
        description: `Trending posts and blogs on ${SITE_NAME}.`,
        canonicalPath: '/explore',
        ogType: 'website',
      });
    case 'tagged':
      return answer(200, {
        title: `#${route.tag} — ${SITE_NAME}`,
        description: `Posts tagged #${route.tag} on ${SITE_NAME}.`,
        canonicalPath: `/tagged/${encodeURIComponent(route.tag)}`,
        ogType: 'website',
        feedPath: `/tagged/${encodeURIComponent(route.tag)}`,
      });
    case 'search':
      // Results pages are for readers, not for an index of the web.
      return answer(200, {
        title: route.term ? `${route.term} — Search — ${SITE_NAME}` : `Search — ${SITE_NAME}`,
        noindex: true,
      });
    case 'app':
      return { status: 200, head: '' };
    case 'admin':
      return request.session && (await roleOf(deps.db, request.session.userId))
        ? { status: 200, head: '' }
        : answer(404, notFound);
    case 'unknown':
      return answer(404, notFound);
    case 'blog': {
      const blog = await findReadableBlog(deps.db, route.blog, request.session?.userId);
      if (!blog) return answer(404, notFound);
      if (route.search !== undefined)
        return answer(200, { title: `${route.search} — ${blog.title || blog.name}`, noindex: true });
      return answer(200, blogHead(blog, route.tag, route.section));
    }
    case 'post': {
      const found = await visiblePost(deps, null, route.blog, route.postId);
      if (found) return answer(200, postHead(found, await isFlagged(deps.db, found.post.id)));
      // Only its owner may see a post that is not public: 404 to anyone else, as the API answers.
      if (!request.session) return answer(404, notFound);
      const own = await visiblePost(deps, request.session, route.blog, route.postId);
      return own
        ? answer(200, { title: own.blog.title || own.blog.name, noindex: true })
        : answer(404, notFound);
    }
  }
}
