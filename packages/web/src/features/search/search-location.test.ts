import { searchPath } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SEARCH, readSiteSearch } from './search-location';

const read = (address: string) => {
  const url = new URL(address, 'http://rookery.test');
  return readSiteSearch(url.pathname, url.search);
};

describe('readSiteSearch', () => {
  it('reads the term of /search?q= with the default filters', () => {
    expect(read('/search?q=porch+light')).toEqual({ term: 'porch light', filters: DEFAULT_SITE_SEARCH });
    expect(read('/search')).toEqual({ term: '', filters: DEFAULT_SITE_SEARCH });
  });

  it('reads /search/{term} with its filters, as searchPath writes them', () => {
    const path = searchPath('porch light', { sort: 'recent', filter_post_type: 'photo', filter_nsfw: false });
    expect(read(path)).toEqual({
      term: 'porch light',
      filters: { sort: 'recent', filter_post_type: 'photo', filter_nsfw: false },
    });
    expect(read(searchPath('#art'))?.term).toBe('#art');
    expect(read(searchPath('100% cotton', { sort: 'recent' }))?.term).toBe('100% cotton');
  });

  it('falls back to the defaults for values it does not know, in any case', () => {
    expect(read('/search/owls?sort=NEWEST&filter_post_type=Photo&filter_nsfw=maybe')?.filters).toEqual({
      sort: 'top',
      filter_post_type: 'photo',
      filter_nsfw: true,
    });
    expect(read('/search/owls?filter_nsfw=0')?.filters.filter_nsfw).toBe(false);
  });

  it('is null on every other page', () => {
    expect(read('/dashboard')).toBeNull();
    expect(read('/searching')).toBeNull();
    expect(read('/ada/search/owls')).toBeNull();
    expect(read('/search/a/b')).toBeNull();
  });
});
