import { searchedTag, searchPath } from '@rookery/core';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../ui/layout/empty-state';
import { KEEP_FOCUS } from '../../ui/layout/use-focus-on-navigation';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { useCurrentUser } from '../accounts/use-session';
import { FeedSkeleton } from '../posts/feed-skeleton';
import { PostFeed } from '../posts/post-feed';
import { DEFAULT_SITE_SEARCH, type SiteSearchChoice } from './search-location';
import { SearchMatches } from './search-matches';
import styles from './search-page.module.css';
import { SiteSearchFilterFields } from './site-search-filter-fields';
import { useSearchPosts } from './use-search-posts';
import { useSearchTypeahead } from './use-search-typeahead';
import { useSiteSearch } from './use-site-search';

/**
 * `/search?q=…` and `/search/{term}?sort=…&filter_post_type=…&filter_nsfw=…` (spec document 3 §2),
 * for visitors too: the blogs and tags about the term, then its posts in the usual cards, scrolling
 * on. The sort and type (and, signed in, Safe search) can be changed here as in the phone header's
 * filters: each change is a new address, so the results start over and Back goes to the last ones.
 */
export function SearchPage() {
  const site = useSiteSearch();
  const term = site?.term ?? '';
  const filters = site?.filters ?? DEFAULT_SITE_SEARCH;
  const user = useCurrentUser();
  const navigate = useNavigate();
  usePageTitle(term ? `Search: ${term}` : undefined, false);

  if (!term) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Search</h1>
        <EmptyState
          title="Search for posts, blogs and tags"
          text='Type in the search at the top of the page: a word, a "phrase in quotes", -word to leave one out, or a #tag.'
        />
      </div>
    );
  }

  const tag = searchedTag(term);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.kicker}>Search results for</p>
        <h1 className={styles.title}>{term}</h1>
        {tag && (
          <Link to={`/tagged/${encodeURIComponent(tag)}`} className={styles.tagLink}>
            Every post tagged #{tag}
          </Link>
        )}
      </header>
      <section className={`surface ${styles.filters}`} aria-label="Search filters">
        <SiteSearchFilterFields
          value={filters}
          // The results change under the filters; focus stays on the one just changed. The filters
          // show the address, so it changes at once (flushSync), not in a transition: a radio
          // would otherwise spring back unchecked until the new results have rendered.
          onChange={(next) => navigate(searchPath(term, next), { state: KEEP_FOCUS, flushSync: true })}
          safeSearch={!!user}
          layout="row"
        />
      </section>
      <SearchResults term={term} filters={filters} />
    </div>
  );
}

/**
 * The matching blogs and tags, then the posts. The posts wait for the blogs and tags (asked for at
 * the same time), so those never push them down once they are read (issue 15: no layout shift).
 */
function SearchResults({ term, filters }: { term: string; filters: SiteSearchChoice }) {
  const matches = useSearchTypeahead(term);
  const posts = useSearchPosts(term, filters);
  const waiting = matches.isPending || matches.isPlaceholderData;
  if (waiting && matches.fetchStatus !== 'idle') return <FeedSkeleton label="Searching" />;

  return (
    <>
      {matches.data && !matches.isPlaceholderData && <SearchMatches answer={matches.data} />}
      <PostFeed
        query={posts}
        label={`Posts about ${term}`}
        empty={
          <EmptyState
            title={`No posts about “${term}”`}
            text={
              filters.filter_post_type === 'any'
                ? 'Try other words, or fewer of them.'
                : 'Try other words, or every type of post.'
            }
          />
        }
      />
    </>
  );
}
