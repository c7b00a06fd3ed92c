import {
  SITE_SEARCH_POST_TYPES,
  SITE_SEARCH_SORTS,
  type SiteSearchPostType,
  type SiteSearchSort,
} from '@rookery/core';

/** The site search's filters with every value set: what the page asks for and the controls show. */
export interface SiteSearchChoice {
  sort: SiteSearchSort;
  filter_post_type: SiteSearchPostType;
  filter_nsfw: boolean;
}

/** Top results, every type, Safe search on: the server's defaults (core siteSearchQuerySchema). */
export const DEFAULT_SITE_SEARCH: SiteSearchChoice = {
  sort: 'top',
  filter_post_type: 'any',
  filter_nsfw: true,
};

export interface SiteSearch {
  /** The term searched for; empty on `/search` without one. */
  term: string;
  filters: SiteSearchChoice;
}

const SEARCH_PAGE = /^\/search(?:\/([^/]+))?\/?$/;
const OFF = new Set(['false', '0', 'off', 'no']);

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T => {
  const value = raw?.trim().toLowerCase();
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
};

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The search page an address shows (spec document 3 §2: `/search?q=…`, or `/search/{term}` with
 * sort, filter_post_type and filter_nsfw as the form's action when a filter changed), or null for
 * any other page. This is the nav data's `search_term` (document 3 §3): the header's field shows it.
 */
export function readSiteSearch(pathname: string, search: string): SiteSearch | null {
  const match = SEARCH_PAGE.exec(pathname);
  if (!match) return null;
  const params = new URLSearchParams(search);
  const term = (match[1] ? decoded(match[1]) : (params.get('q') ?? '')).trim();
  const nsfw = params.get('filter_nsfw')?.trim().toLowerCase();
  return {
    term,
    filters: {
      sort: oneOf(SITE_SEARCH_SORTS, params.get('sort'), DEFAULT_SITE_SEARCH.sort),
      filter_post_type: oneOf(
        SITE_SEARCH_POST_TYPES,
        params.get('filter_post_type'),
        DEFAULT_SITE_SEARCH.filter_post_type,
      ),
      filter_nsfw: nsfw === undefined ? DEFAULT_SITE_SEARCH.filter_nsfw : !OFF.has(nsfw),
    },
  };
}
