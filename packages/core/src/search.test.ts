import { describe, expect, it } from 'vitest';
import {
  BLOG_SEARCH_OFFSET_MAX,
  blogSearchQuerySchema,
  blogSearchTerm,
  blogSearchTermSchema,
  SEARCH_TERM_MAX_LENGTH,
  searchedTag,
  searchPath,
  siteSearchQuerySchema,
} from './search.js';

describe('blog search terms', () => {
  it('strips every # and the blanks around the term (spec document 2 §5)', () => {
    expect(blogSearchTerm('  #art ')).toBe('art');
    expect(blogSearchTerm('##long#read')).toBe('longread');
  });

  it('refuses a term that is only #, or too long', () => {
    expect(blogSearchTermSchema.safeParse('#').success).toBe(false);
    expect(blogSearchTermSchema.safeParse('a'.repeat(SEARCH_TERM_MAX_LENGTH + 1)).success).toBe(false);
    expect(blogSearchTermSchema.parse('#birds')).toBe('birds');
  });
});

describe('blog search query', () => {
  it("takes the spec's defaults", () => {
    expect(blogSearchQuerySchema.parse({})).toEqual({
      next_offset: 0,
      limit: 10,
      sort: 'CREATED_DESC',
      post_type: 'ANY',
      post_role: 'ANY',
      filter_nsfw: false,
    });
  });

  it('reads enum values in any case and flags as clients send them', () => {
    expect(
      blogSearchQuerySchema.parse({
        sort: 'popularity_desc',
        post_type: 'photo',
        post_role: 'original',
        filter_nsfw: '1',
      }),
    ).toMatchObject({
      sort: 'POPULARITY_DESC',
      post_type: 'PHOTO',
      post_role: 'ORIGINAL',
      filter_nsfw: true,
    });
  });

  it('refuses bad values', () => {
    for (const bad of [
      { next_offset: -1 },
      { next_offset: BLOG_SEARCH_OFFSET_MAX + 1 },
      { limit: 0 },
      { limit: 'x' },
      { sort: 'NEWEST' },
      { post_type: 'ANSWER' },
      { filter_nsfw: 'maybe' },
    ])
      expect(blogSearchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('site search', () => {
  it('defaults to top, any type, safe search on', () => {
    expect(siteSearchQuerySchema.parse({ q: ' birds ' })).toMatchObject({
      q: 'birds',
      sort: 'top',
      filter_post_type: 'any',
      filter_nsfw: true,
    });
  });

  it('refuses an empty or overlong term', () => {
    expect(siteSearchQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(siteSearchQuerySchema.safeParse({}).success).toBe(false);
    expect(siteSearchQuerySchema.safeParse({ q: 'x'.repeat(SEARCH_TERM_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
  });

  it('reads one #word as a tag search', () => {
    expect(searchedTag('#Birds')).toBe('birds');
    expect(searchedTag('#long read')).toBe('long read');
    expect(searchedTag('birds')).toBeNull();
    expect(searchedTag('#')).toBeNull();
  });

  it('writes the page address: ?q= alone, /search/{term} with filters', () => {
    expect(searchPath('porch light')).toBe('/search?q=porch%20light');
    expect(searchPath('porch light', { sort: 'recent', filter_post_type: 'photo', filter_nsfw: false })).toBe(
      '/search/porch%20light?sort=recent&filter_post_type=photo&filter_nsfw=false',
    );
    expect(searchPath('#art', { sort: 'top', filter_post_type: 'any' })).toBe('/search?q=%23art');
  });
});
