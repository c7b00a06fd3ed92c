import {
  BLOG_SEARCH_POST_ROLES,
  BLOG_SEARCH_POST_TYPES,
  BLOG_SEARCH_SORTS,
  type BlogSearchPostRole,
  type BlogSearchPostType,
  type BlogSearchResponse,
  type BlogSearchSort,
  blogSearchTerm,
} from '@rookery/core';

/** The blog search model's filters (spec document 2 §3): what a search asks for besides its term. */
export interface BlogSearchFilters {
  sort: BlogSearchSort;
  post_type: BlogSearchPostType;
  post_role: BlogSearchPostRole;
  filter_nsfw: boolean;
}

/** The model's defaults (spec document 2 §3, §9): newest first, every type, reblogs too, nothing hidden. */
export const DEFAULT_BLOG_SEARCH: BlogSearchFilters = {
  sort: 'CREATED_DESC',
  post_type: 'ANY',
  post_role: 'ANY',
  filter_nsfw: false,
};

/** The search a page of a blog shows its bar for: the term on screen and the filters. */
export interface BlogPageSearch {
  term: string;
  filters: BlogSearchFilters;
}

/** A page of the blog that is not a search (its posts, a tag): the bar is there, empty. */
export const NO_BLOG_SEARCH: BlogPageSearch = { term: '', filters: DEFAULT_BLOG_SEARCH };

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T => {
  const value = raw?.trim().toUpperCase();
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
};

/** The filters an address carries (`?sort=POPULARITY_DESC&post_type=PHOTO…`), defaults for the rest. */
export function readBlogSearchFilters(search: string): BlogSearchFilters {
  const params = new URLSearchParams(search);
  const nsfw = params.get('filter_nsfw')?.trim().toLowerCase();
  return {
    sort: oneOf(BLOG_SEARCH_SORTS, params.get('sort'), DEFAULT_BLOG_SEARCH.sort),
    post_type: oneOf(BLOG_SEARCH_POST_TYPES, params.get('post_type'), DEFAULT_BLOG_SEARCH.post_type),
    post_role: oneOf(BLOG_SEARCH_POST_ROLES, params.get('post_role'), DEFAULT_BLOG_SEARCH.post_role),
    filter_nsfw: nsfw === 'true' || nsfw === '1',
  };
}

/** The query of an address: only the filters that differ from the defaults, so a plain search reads plainly. */
function filterQuery(filters: BlogSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.sort !== DEFAULT_BLOG_SEARCH.sort) params.set('sort', filters.sort);
  if (filters.post_type !== DEFAULT_BLOG_SEARCH.post_type) params.set('post_type', filters.post_type);
  if (filters.post_role !== DEFAULT_BLOG_SEARCH.post_role) params.set('post_role', filters.post_role);
  if (filters.filter_nsfw) params.set('filter_nsfw', 'true');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Where a blog's search of `term` is shown: on its own page, or in the blog view panel. */
export type BlogSearchPlace = 'page' | 'panel';

/**
 * The address of a blog search (spec document 2 §2: `/blog/view/{blog}/search/{tag}` in the panel;
 * `/{blog}/search/{term}` for the blog's page), the term with # stripped (§5); without a term, the
 * blog itself.
 */
export function blogSearchPath(
  place: BlogSearchPlace,
  blog: string,
  term: string,
  filters: BlogSearchFilters = DEFAULT_BLOG_SEARCH,
): string {
  const base = place === 'panel' ? `/blog/view/${encodeURIComponent(blog)}` : `/${encodeURIComponent(blog)}`;
  const clean = blogSearchTerm(term);
  return clean ? `${base}/search/${encodeURIComponent(clean)}${filterQuery(filters)}` : base;
}

/** The offset of the page after `page`, or undefined at the end: fetching stops when next_offset < 0 (document 3 §4). */
export const nextBlogSearchOffset = (page: BlogSearchResponse): number | undefined =>
  page.next_offset < 0 ? undefined : page.next_offset;
