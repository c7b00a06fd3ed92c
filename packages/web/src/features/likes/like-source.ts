import type { LikeSource } from '@rookery/core';

/**
 * Where a like happened, from the page's path (spec document 2 §2): the dashboard, a tag, the likes
 * page, an inbox, search, explore, tv, or the blog peek panel over the dashboard (whose tag search
 * has its own label); anything else is unknown.
 */
export function likeSource(pathname: string): LikeSource {
  const [first = '', second = '', , fourth] = pathname.split('/').filter(Boolean);
  if (first === 'dashboard') return second === 'iframe' ? 'dashboard_iframe' : 'dashboard';
  if (first === 'blog' && second === 'view') return fourth === 'search' ? 'search_peek' : 'blog_peek';
  if (first === 'blog' && pathname.split('/').filter(Boolean)[2] === 'inbox') return 'inbox';
  if (
    first === 'tagged' ||
    first === 'likes' ||
    first === 'inbox' ||
    first === 'search' ||
    first === 'explore' ||
    first === 'tv'
  )
    return first;
  return 'unknown';
}
