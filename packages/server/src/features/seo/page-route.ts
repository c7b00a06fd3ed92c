/**
 * Which page of the client a path is, as far as the server needs to know: the public pages it
 * describes in the head (home, explore, tags, blogs, permalinks), the app's other pages, or no
 * page at all (404). Mirrors packages/web/src/app/router.tsx; page-route.test.ts checks every path
 * there is known here.
 */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'explore' }
  | { kind: 'tagged'; tag: string }
  | { kind: 'search'; term: string }
  | { kind: 'blog'; blog: string; tag?: string; section?: 'ask' | 'submit'; search?: string }
  | { kind: 'post'; blog: string; postId: string }
  | { kind: 'app' }
  /** The moderators' area: a page to them, the 404 page to anyone else. */
  | { kind: 'admin' }
  | { kind: 'unknown' };

/** The client's own pages with fixed paths (router.tsx), signed-in or not. */
const APP_PAGES = new Set([
  'login',
  'register',
  'verify',
  'forgot-password',
  'reset-password',
  'help',
  'docs/nsfw',
  'docs/api',
  'dashboard',
  'blog/new',
  'settings',
  'settings/account',
  'settings/password',
  'settings/tfa',
  'settings/apps',
  'settings/notifications',
  'settings/dashboard',
  'likes',
  'following',
  'drafts',
  'queue',
  'inbox',
  // An app asks to use the account (features/tumblr-api).
  'oauth/authorize',
  'oauth2/authorize',
]);

/** The client's pages with parameters that are no public page (router.tsx), segment by segment. */
const APP_PATTERNS: RegExp[] = [
  /^blog\/view\/[^/]+(\/[^/]+|\/search\/[^/]+)?$/,
  /^(conversation\/new|messaging\/conversation)\/[^/]+$/,
  /^new\/[^/]+$/,
  /^edit\/[^/]+$/,
  /^reblog\/[^/]+\/[^/]+$/,
  /^settings\/blog\/[^/]+$/,
  /^blog\/[^/]+\/(drafts|queue|inbox|review)$/,
  /^follow\/[^/]+$/,
];

/** The /admin area's pages (router.tsx's admin routes). */
const ADMIN_PAGE = /^admin(\/(appeals|log|insight|ads|blog\/[^/]+))?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The composer opens over the page it was started from (`{baseRoute}/new/{type}`, `…/reblog/…`,
 * `…/edit/…`): such a path is the page below it.
 */
const OVER_PAGE = /^(.+)\/(new\/[^/]+|edit\/[^/]+|reblog\/[^/]+\/[^/]+)$/;

export function matchPage(pathname: string): PageRoute {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === '') return { kind: 'home' };
  if (path === 'explore') return { kind: 'explore' };
  if (ADMIN_PAGE.test(path)) return { kind: 'admin' };
  if (APP_PAGES.has(path) || APP_PATTERNS.some((p) => p.test(path))) return { kind: 'app' };
  const over = OVER_PAGE.exec(path);
  if (over) return matchPage(over[1]!);
  const parts = path.split('/');
  if (parts.some((p) => p === '')) return { kind: 'unknown' };
  const [first = '', second, third, fourth, ...rest] = parts;
  const blog = decoded(first);
  // The site search (issue 16): `/search?q=…`, whose term the head does not read, and `/search/{term}`.
  if (first === 'search' && parts.length <= 2) {
    const term = second === undefined ? '' : decoded(second);
    return term === null ? { kind: 'unknown' } : { kind: 'search', term };
  }
  if (first === 'tagged' && parts.length === 2) {
    const tag = decoded(second!);
    return tag ? { kind: 'tagged', tag } : { kind: 'unknown' };
  }
  if (!blog || rest.length > 0) return { kind: 'unknown' };
  if (second === undefined) return { kind: 'blog', blog };
  if (third === undefined && (second === 'ask' || second === 'submit')) {
    return { kind: 'blog', blog, section: second };
  }
  if (second === 'tagged' && third !== undefined && fourth === undefined) {
    const tag = decoded(third);
    return tag ? { kind: 'blog', blog, tag } : { kind: 'unknown' };
  }
  if (second === 'search' && third !== undefined && fourth === undefined) {
    const search = decoded(third);
    return search ? { kind: 'blog', blog, search } : { kind: 'unknown' };
  }
  if (second === 'post' && third !== undefined) return { kind: 'post', blog, postId: third };
  return { kind: 'unknown' };
}
