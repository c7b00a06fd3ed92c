import { messages } from './messages.js';

export const BLOG_NAME_MIN = 3;
export const BLOG_NAME_MAX = 32;

/**
 * Words a blog may not take because they are (or will be) top-level routes: `/{blog}` pages share
 * the root with the app's own pages, so a blog called "dashboard" would shadow the dashboard.
 */
export const RESERVED_BLOG_NAMES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'activity',
  'admin',
  'api',
  'app',
  'ask',
  'assets',
  'avatar',
  'blog',
  'blogs',
  'conversation',
  'conversations',
  'dashboard',
  'docs',
  'drafts',
  'edit',
  'embed',
  'explore',
  'follow',
  'followers',
  'following',
  'help',
  'inbox',
  'likes',
  'login',
  'logout',
  'media',
  'messages',
  'messaging',
  'oembed',
  'new',
  'notifications',
  // The Tumblr-compatible API's authorization pages (issue 24).
  'oauth',
  'oauth2',
  'policy',
  'post',
  'posts',
  'privacy',
  'queue',
  'reblog',
  'register',
  'reset',
  'reset-password',
  'rookery',
  'rss',
  'search',
  'security',
  'settings',
  'share',
  'signup',
  'static',
  'staff',
  'submit',
  'support',
  'svc',
  'tagged',
  'terms',
  'verify',
  'www',
]);

const NAME_CHARS = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Blog names: lowercase letters, digits and hyphens, 3–32 characters, no reserved route word. */
export function blogNameError(name: string): string | null {
  if (name.length === 0) return messages.blogNameRequired;
  if (name.length < BLOG_NAME_MIN || name.length > BLOG_NAME_MAX) return messages.blogNameLength;
  if (!NAME_CHARS.test(name)) return messages.blogNameChars;
  if (RESERVED_BLOG_NAMES.has(name)) return messages.blogNameReserved;
  return null;
}

/** What people type ("My Blog ") becomes a name candidate; the rules above still decide. */
export function normalizeBlogName(input: string): string {
  return input.trim().toLowerCase();
}
