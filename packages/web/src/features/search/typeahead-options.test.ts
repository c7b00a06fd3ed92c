import type { SearchBlog } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { typeaheadOptions } from './typeahead-options';

const blog = (name: string): SearchBlog => ({
  name,
  title: name.toUpperCase(),
  description: '',
  url: `http://rookery.test/${name}`,
  avatar_url: '',
  avatar_shape: 'circle',
  following: false,
});

describe('typeaheadOptions', () => {
  it('lists blogs, then tags, then a search for the text, each with where it goes', () => {
    const options = typeaheadOptions(
      { blogs: [blog('ada')], tags: [{ tag: 'bird watching', count: 3 }] },
      ' birds ',
      { sort: 'recent' },
    );
    expect(options.map((o) => [o.kind, o.path])).toEqual([
      ['blog', '/ada'],
      ['tag', '/tagged/bird%20watching'],
      ['search', '/search/birds?sort=recent'],
    ]);
  });

  it('keeps at most four of each kind', () => {
    const options = typeaheadOptions(
      {
        blogs: ['a', 'b', 'c', 'd', 'e'].map((n) => blog(`blog-${n}`)),
        tags: ['a', 'b', 'c', 'd', 'e'].map((tag) => ({ tag, count: 1 })),
      },
      'x',
    );
    expect(options.filter((o) => o.kind === 'blog')).toHaveLength(4);
    expect(options.filter((o) => o.kind === 'tag')).toHaveLength(4);
  });

  it('offers only the search before an answer, and nothing without text', () => {
    expect(typeaheadOptions(undefined, 'owl').map((o) => o.path)).toEqual(['/search?q=owl']);
    expect(typeaheadOptions(undefined, '  ')).toEqual([]);
  });
});
