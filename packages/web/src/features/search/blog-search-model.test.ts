import { BLOG_SEARCH_END } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import {
  blogSearchPath,
  DEFAULT_BLOG_SEARCH,
  nextBlogSearchOffset,
  readBlogSearchFilters,
} from './blog-search-model';

describe('blog search addresses', () => {
  it('strips # from the term and leaves the default filters out', () => {
    expect(blogSearchPath('page', 'ada', '#long read')).toBe('/ada/search/long%20read');
    expect(blogSearchPath('panel', 'ada', 'birds')).toBe('/blog/view/ada/search/birds');
  });

  it('goes back to the blog itself without a term', () => {
    expect(blogSearchPath('page', 'ada', ' # ')).toBe('/ada');
    expect(blogSearchPath('panel', 'ada', '')).toBe('/blog/view/ada');
  });

  it('writes the filters that differ, and reads them back', () => {
    const filters = {
      sort: 'POPULARITY_DESC',
      post_type: 'PHOTO',
      post_role: 'ORIGINAL',
      filter_nsfw: true,
    } as const;
    const path = blogSearchPath('page', 'ada', 'owls', filters);
    expect(path).toBe(
      '/ada/search/owls?sort=POPULARITY_DESC&post_type=PHOTO&post_role=ORIGINAL&filter_nsfw=true',
    );
    expect(readBlogSearchFilters(path.slice(path.indexOf('?')))).toEqual(filters);
  });

  it('reads values in any case, and unknown ones as the defaults', () => {
    expect(readBlogSearchFilters('?sort=popularity_desc&post_type=Video')).toEqual({
      ...DEFAULT_BLOG_SEARCH,
      sort: 'POPULARITY_DESC',
      post_type: 'VIDEO',
    });
    expect(readBlogSearchFilters('?sort=NEWEST&post_type=ANSWER&post_role=REBLOG&filter_nsfw=maybe')).toEqual(
      DEFAULT_BLOG_SEARCH,
    );
  });
});

describe('nextBlogSearchOffset', () => {
  it('pages on by next_offset and stops when it is negative', () => {
    expect(nextBlogSearchOffset({ posts: [], next_offset: 10 })).toBe(10);
    expect(nextBlogSearchOffset({ posts: [], next_offset: BLOG_SEARCH_END })).toBeUndefined();
  });
});
