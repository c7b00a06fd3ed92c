import { z } from 'zod';
import { stripBidiControls } from './bidi.js';
import { flag } from './form-values.js';
import { feedQuerySchema } from './posts/feeds.js';
import { POST_TYPES } from './posts/types.js';
import type { PostView } from './posts/view.js';

/**
 * Search (issue 16). Two families of calls:
 *
 *   GET /svc/search/blog_search/{blogname}/{term}     a blog's posts about a term (spec document 2
 *       §7, §9; document 3 §7): next_offset paging, answer BlogSearchResponse
 *   GET /svc/search/blog_search_typeahead/{blogname}  the blog's most used tags ('Popular Tags:'),
 *       at most BLOG_SEARCH_TYPEAHEAD_MAX, answer BlogSearchTypeaheadResponse
 *   GET /svc/search/posts?q=…                         the site's posts about q (the /search page):
 *       sort top|recent, filter_post_type, filter_nsfw; keyset paging by `before`, PostListResponse
 *   GET /svc/search/typeahead?q=…                     blogs and tags matching q (the header's
 *       typeahead, the blogs and tags above the /search page's posts): SearchTypeaheadResponse
 *
 * Terms: quotes make a phrase ("porch light"), a leading minus excludes a word (-rain), `or`
 * between words takes either; a site search term that is one `#word` searches that tag.
 */

/** Spec document 2 §9 and document 3 §9: blog search. */
export const BLOG_SEARCH_PAGE_SIZE = 10;
export const BLOG_SEARCH_SORTS = ['POPULARITY_DESC', 'CREATED_DESC'] as const;
export type BlogSearchSort = (typeof BLOG_SEARCH_SORTS)[number];
export const BLOG_SEARCH_POST_TYPES = [
  'ANY',
  'TEXT',
  'PHOTO',
  'QUOTE',
  'LINK',
  'CHAT',
  'AUDIO',
  'VIDEO',
] as const;
export type BlogSearchPostType = (typeof BLOG_SEARCH_POST_TYPES)[number];
export const BLOG_SEARCH_POST_ROLES = ['ANY', 'ORIGINAL'] as const;
export type BlogSearchPostRole = (typeof BLOG_SEARCH_POST_ROLES)[number];
/** The 'Popular Tags:' typeahead shows at most this many (spec document 2 §5). */
export const BLOG_SEARCH_TYPEAHEAD_MAX = 20;
/** The tags popover hides this long after the field loses focus (spec document 2 §9). */
export const BLOG_SEARCH_TAGS_HIDE_DELAY_MS = 100;
/** Where next_offset says the results have ended (spec document 3 §4: fetching stops when negative). */
export const BLOG_SEARCH_END = -1;

/** Limits we chose where the spec is silent. */
export const SEARCH_TERM_MAX_LENGTH = 200;
export const BLOG_SEARCH_LIMIT_MAX = 20;
/** Offset paging reads every skipped row again; past this a reader narrows the search instead. */
export const BLOG_SEARCH_OFFSET_MAX = 1_000;
export const SEARCH_TYPEAHEAD_DEFAULT = 5;
export const SEARCH_TYPEAHEAD_MAX = 20;

/** Site search (spec document 3 §2: /search with q, sort top|recent, filter_post_type, filter_nsfw). */
export const SITE_SEARCH_SORTS = ['top', 'recent'] as const;
export type SiteSearchSort = (typeof SITE_SEARCH_SORTS)[number];
export const SITE_SEARCH_POST_TYPES = ['any', ...POST_TYPES] as const;
export type SiteSearchPostType = (typeof SITE_SEARCH_POST_TYPES)[number];

export const searchMessages = {
  /** Spec document 2 §8, exactly. */
  nothingHereAbout: (term: string) => `Nothing here about ${term}.`,
  termRequired: 'Type something to search for.',
  termTooLong: `Search for at most ${SEARCH_TERM_MAX_LENGTH} characters.`,
  offsetTooFar: 'That is as far as search goes; try narrowing it down.',
} as const;

/** Spec document 2 §5 and document 3 §5: blog search strips # from the term. */
export function blogSearchTerm(raw: string): string {
  return stripBidiControls(raw).replaceAll('#', '').trim();
}

/** A term as the site search reads it: trimmed, bidi controls out (a leading # stays: tag search). */
const term = z
  .string()
  .transform(stripBidiControls)
  .pipe(
    z
      .string()
      .trim()
      .min(1, searchMessages.termRequired)
      .max(SEARCH_TERM_MAX_LENGTH, searchMessages.termTooLong),
  );

/** Enum values as clients send them, in any case (`created_desc`, `Text`). */
const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** GET /svc/search/blog_search/{blogname}/{term}: its query (the term is a path segment). */
export const blogSearchQuerySchema = z.object({
  next_offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(BLOG_SEARCH_OFFSET_MAX, searchMessages.offsetTooFar)
    .default(0),
  limit: z.coerce.number().int().min(1).max(BLOG_SEARCH_LIMIT_MAX).default(BLOG_SEARCH_PAGE_SIZE),
  sort: z.preprocess(upper, z.enum(BLOG_SEARCH_SORTS)).default('CREATED_DESC'),
  post_type: z.preprocess(upper, z.enum(BLOG_SEARCH_POST_TYPES)).default('ANY'),
  post_role: z.preprocess(upper, z.enum(BLOG_SEARCH_POST_ROLES)).default('ANY'),
  filter_nsfw: flag.default(false),
});
export type BlogSearchQuery = z.output<typeof blogSearchQuerySchema>;

/** The blog search's term, after # is stripped: at least one character, at most the cap. */
export const blogSearchTermSchema = z
  .string()
  .transform(blogSearchTerm)
  .pipe(
    z.string().min(1, searchMessages.termRequired).max(SEARCH_TERM_MAX_LENGTH, searchMessages.termTooLong),
  );

export interface BlogSearchResponse {
  posts: PostView[];
  /** The offset of the next page; BLOG_SEARCH_END (-1) once there is none. */
  next_offset: number;
}

export interface BlogSearchTypeaheadResponse {
  tags: { tag: string }[];
}

/** GET /svc/search/blog_search_typeahead/{blogname}: an optional beginning narrows the tags. */
export const blogSearchTypeaheadQuerySchema = z.object({
  q: z
    .string()
    .transform(blogSearchTerm)
    .pipe(z.string().max(SEARCH_TERM_MAX_LENGTH, searchMessages.termTooLong))
    .optional(),
});

/** GET /svc/search/posts: the site's posts about q. filter_nsfw: true hides posts marked sensitive. */
export const siteSearchQuerySchema = feedQuerySchema.extend({
  q: term,
  sort: z.preprocess(lower, z.enum(SITE_SEARCH_SORTS)).default('top'),
  filter_post_type: z.preprocess(lower, z.enum(SITE_SEARCH_POST_TYPES)).default('any'),
  filter_nsfw: flag.default(true),
});
export type SiteSearchQuery = z.output<typeof siteSearchQuerySchema>;

/** GET /svc/search/typeahead: blogs and tags about q. */
export const searchTypeaheadQuerySchema = z.object({
  q: term,
  limit: z.coerce.number().int().min(1).max(SEARCH_TYPEAHEAD_MAX).default(SEARCH_TYPEAHEAD_DEFAULT),
});

/** A blog found by search: enough for a row with its avatar, title and a Follow button. */
export interface SearchBlog {
  name: string;
  title: string;
  /** The description as plain text (no markup), for one line under the title. */
  description: string;
  url: string;
  avatar_url: string;
  avatar_shape: 'circle' | 'square';
  /** Whether the reader's current blog follows it (false for visitors and for their own blogs). */
  following: boolean;
}

export interface SearchTypeaheadResponse {
  blogs: SearchBlog[];
  /** Tags starting with the term (without #), most used first, with how many public posts carry them. */
  tags: { tag: string; count: number }[];
}

/** A site search term that is a single #tag: the tag (lowercased), else null. */
export function searchedTag(q: string): string | null {
  const match = /^#+([^#\s][^#]*)$/.exec(q.trim());
  return match?.[1] ? match[1].trim().toLowerCase() : null;
}

/** The site search's filters as the page's address carries them. */
export interface SiteSearchFilters {
  sort?: SiteSearchSort;
  filter_post_type?: SiteSearchPostType;
  filter_nsfw?: boolean;
}

/**
 * The site search page for a term (spec document 3 §2): `/search?q=…`, or `/search/{term}` with
 * the filters that differ from their defaults, as the header's form submits when a filter changes.
 */
export function searchPath(q: string, filters: SiteSearchFilters = {}): string {
  const params: string[] = [];
  if (filters.sort && filters.sort !== 'top') params.push(`sort=${filters.sort}`);
  if (filters.filter_post_type && filters.filter_post_type !== 'any')
    params.push(`filter_post_type=${filters.filter_post_type}`);
  if (filters.filter_nsfw === false) params.push('filter_nsfw=false');
  if (params.length === 0) return `/search?q=${encodeURIComponent(q)}`;
  return `/search/${encodeURIComponent(q)}?${params.join('&')}`;
}
