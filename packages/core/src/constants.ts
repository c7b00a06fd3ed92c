/** Spec document 1 §9 and document 3 §9: the numbers client and server must agree on. */

/** Avatar size steps (doc 1 §9); 128 is the default. */
export const AVATAR_SIZES = [16, 24, 30, 40, 48, 64, 96, 128, 512] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const DEFAULT_AVATAR_SIZE: AvatarSize = 128;

/** Header height on wide screens (doc 1 §2). */
export const HEADER_HEIGHT = 52;
/** Below this width the mobile header and drawer take over (doc 3 §9). */
export const MOBILE_TRANSITION_WIDTH = 990;
/** Mobile header (doc 3 §4, §9): past this scroll (px) the header turns sticky, this long after. */
export const STICKY_HEADER_SCROLL = 45;
export const STICKY_HEADER_DELAY_MS = 500;
/** The dashboard rail's footer fades out from this scroll (px) on (doc 3 §4, §9). */
export const SIDEBAR_FOOTER_FADE_SCROLL = 2000;
/** A popover keeps at least this far from its container's edge (doc 1 §9). */
export const POPOVER_EDGE_DISTANCE = 10;
/** Loaders appear only after this long, so fast answers never flash one (DESIGN "The look"). */
export const LOADER_DELAY_MS = 250;
/** Badges show '99+' above this (doc 3 §5: inbox, unread pill, blog selector, tab). */
export const BADGE_MAX = 99;
/** A badge's number: counts above 99 show as '99+'. */
export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
/** The default poller's interval (doc 3 §9): the header's unread counts are asked this often. */
export const POLL_DEFAULT_MS = 60_000;

export const DEFAULT_EDITOR_TYPE = 'rich';
export const EDITOR_TYPES = ['rich', 'html', 'markdown'] as const;
export type EditorType = (typeof EDITOR_TYPES)[number];
/** The app's colour theme (settings → account): 'system' follows the device's light/dark setting. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_LANGUAGE = 'en_US';
export const DEFAULT_CONTEXT_PAGE = 'dashboard';

/** Dialog defaults (doc 1 §8, §9). */
export const DIALOG_DEFAULT_CANCEL = 'Cancel';
export const DIALOG_DEFAULT_OK = 'OK';
export const DIALOG_ANIMATION_CLASS = 'fade-in-up';

/** Accounts: limits we chose where the spec is silent. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const BLOG_TITLE_MAX_LENGTH = 80;
export const BLOG_DESCRIPTION_MAX_LENGTH = 2000;
/** A user may own this many blogs; keeps one account from squatting the name space. */
export const MAX_BLOGS_PER_USER = 10;

/** Lifetimes of mailed links and sessions. */
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Composer timings (doc 1 §9): quick-compose icons animate in one after another; the save toast waits. */
export const QUICK_COMPOSE_ICON_ANIMATION_MS = 150;
export const QUICK_COMPOSE_ICON_STAGGER_MS = 50;
export const SAVE_TOAST_DELAY_MS = 250;
/** Opening and closing the post form animates over this long (doc 1 §9 "scroll animation"). */
export const POST_FORM_ANIMATION_MS = 400;

/** Reading surfaces (doc 2 §9 "Scrolling"): a list loads its next page once this share of it is scrolled. */
export const INFINITE_SCROLL_THRESHOLD = 0.9;
/** Photo carousel (doc 2 §4, §9): peek scrolls are throttled to one per this long. */
export const CAROUSEL_PEEK_THROTTLE_MS = 500;
/** How far (px) a peek nudges the strip before it springs back. */
export const CAROUSEL_PEEK_DISTANCE = 48;
/** A post's tag list shows about this many characters of tags on its one line before 'See all' (doc 2 §4). */
export const TAGS_FIRST_LINE_CHARS = 56;
