import { z } from 'zod';
import type { BlogData } from './blog.js';
import { flag } from './form-values.js';
import type { PostType } from './posts/types.js';
import type { GlobalThemeParams } from './theme.js';
import { durationWords } from './time-words.js';

/** Spec document 2 §9: the recent posts strip counts as empty below this many posts, and is hidden. */
export const BLOG_CARD_RECENT_POSTS_MIN = 2;
/** Spec document 2 §9: a loading strip shows its placeholder at least this long, so it never flashes. */
export const BLOG_CARD_RECENT_POSTS_MIN_LOAD_MS = 500;
/** Spec document 2 §9: whether the description is cut is checked this long after it renders. */
export const BLOG_CARD_DESCRIPTION_CHECK_MS = 100;
/** Posts in the strip (ours: three tiles fill the card's width). */
export const BLOG_CARD_HIGHLIGHTED_COUNT = 3;
/** Ours: a pointer resting this long on a blog's name or avatar opens its card... */
export const BLOG_CARD_HOVER_OPEN_MS = 500;
/** ...and leaving both the name and the card for this long closes it. */
export const BLOG_CARD_HOVER_CLOSE_MS = 300;

/** A recent post as the card's strip shows it (spec document 2 §3 highlighted_posts). */
export interface HighlightedPost {
  id: string;
  type: PostType;
  post_url: string;
  /** The first photo (or a link's thumbnail); null for a text tile. */
  image_url: string | null;
  /** A short plain-text excerpt: the title, quote, caption or body. */
  summary: string;
}

/** How the current blog and the card's blog follow each other (ISO times), for its label. */
export interface BlogRelationship {
  /** When the current blog began following this blog; null when it does not. */
  following_since: string | null;
  /** When this blog began following the current blog; null when it does not. */
  followed_you_at: string | null;
}

/** The blog on the card (spec document 2 §3): the blog as anyone sees it, and what the card adds. */
export interface BlogCard extends BlogData {
  /** A custom domain; Rookery serves blogs at {origin}/{name}, so none yet. */
  cname: string | null;
  /** The description, sanitized to the editor allowlist when it was saved. */
  description_sanitized: string;
  nsfw: boolean;
  /** The same as global_theme_params (the spec's card reads both). */
  theme: GlobalThemeParams;
  highlighted_posts: HighlightedPost[];
  /** The blog the viewer acts as, which follows, subscribes and blocks; null for visitors. */
  current_blog: string | null;
  /** One of the viewer's own blogs: no follow, block or relationship on it. */
  is_own: boolean;
  /** Null for visitors and for the viewer's own blogs. */
  relationship: BlogRelationship | null;
}

/** GET /svc/tumblelog_popover/{blog} and /svc/tumblelog_popover/{mention token}. */
export const tumblelogPopoverQuerySchema = z.object({
  is_tumblelog_popover: flag.optional(),
  /** The path's segment is a mention token (see mentionToken), not a blog name. */
  is_user_mention: flag.optional(),
});

/** GET /svc/{blog}/posts/highlighted. */
export interface HighlightedPostsResponse {
  highlighted_posts: HighlightedPost[];
}

/**
 * The mention token of a blog: its uuid, which stays when the blog is renamed. A mention in post text
 * is written @name; a client resolves either through GET /svc/tumblelog_popover/{token} with
 * is_user_mention (a name, with or without its @, resolves too).
 */
export const mentionToken = (blog: { uuid: string }) => blog.uuid;

/** @name mentions in plain text, by blog-name rules (3-32 of a-z, 0-9 and inner hyphens). */
export const MENTION_PATTERN = /(?<![\w@/.-])@([a-z0-9][a-z0-9-]{1,30}[a-z0-9])(?![\w-])/gi;

/** The distinct blog names mentioned (@name) in a text, lower-cased, in order of appearance. */
export function mentionedNames(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION_PATTERN)].map((m) => m[1]!.toLowerCase()))];
}

/**
 * Spec document 1 §5 and §7: what opening a card fetches. Nothing when highlighted posts are cached
 * (unless forced); only the highlighted posts when the blog itself is known; else the whole popover.
 */
export function popoverFetchPlan(
  known: Partial<Pick<BlogCard, 'avatar_url' | 'global_theme_params' | 'highlighted_posts'>> | undefined,
  force = false,
): 'none' | 'highlighted' | 'popover' {
  if (!known) return 'popover';
  if (!force && (known.highlighted_posts?.length ?? 0) > 0) return 'none';
  return known.avatar_url && known.global_theme_params ? 'highlighted' : 'popover';
}

/**
 * The card's relationship label (spec document 2 §2): mutuals since the later of the two follows,
 * following since the viewer's follow, or when the blog followed the viewer.
 */
export function relationshipLabel(relation: BlogRelationship, now: number = Date.now()): string {
  const since = (iso: string) => durationWords(Math.max(0, now - Date.parse(iso)));
  const { following_since: mine, followed_you_at: theirs } = relation;
  if (mine && theirs) return `Mutuals for ${since(Date.parse(mine) > Date.parse(theirs) ? mine : theirs)}`;
  if (mine) return `Following for ${since(mine)}`;
  if (theirs) return `Followed you ${since(theirs)} ago`;
  return 'Not following each other';
}

/** Spec document 2 §4: the unfollow confirmation and its buttons. */
export const unfollowConfirmation = (name: string) => `Are you sure you want to unfollow ${name}?`;
export const UNFOLLOW_CONFIRM_OK = 'Ok';
export const UNFOLLOW_CONFIRM_CANCEL = 'Nevermind';
