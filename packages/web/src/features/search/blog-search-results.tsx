import { searchMessages } from '@rookery/core';
import { EmptyState } from '../../ui/layout/empty-state';
import { PostFeed } from '../posts/post-feed';
import type { BlogSearchFilters } from './blog-search-model';
import { useBlogSearch } from './use-blog-search';

interface BlogSearchResultsProps {
  blog: string;
  /** The term, # stripped (blogSearchTerm). */
  term: string;
  filters: BlogSearchFilters;
}

/**
 * A blog's posts about a term in the usual cards, page after page as the reader scrolls until the
 * server says there are no more (next_offset < 0); 'Nothing here about {term}.' when none (spec
 * document 2 §8).
 */
export function BlogSearchResults({ blog, term, filters }: BlogSearchResultsProps) {
  const results = useBlogSearch(blog, term, filters);
  return (
    <PostFeed
      query={results}
      label={`Posts of ${blog} about ${term}`}
      empty={
        <EmptyState
          title={searchMessages.nothingHereAbout(term)}
          text="Try another word, or the back arrow for every post."
        />
      }
    />
  );
}
