import { blogSearchTerm, searchMessages } from '@rookery/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../ui/layout/empty-state';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { Loader } from '../../ui/loader/loader';
import { BlogFrame } from '../blog-page/blog-frame';
import { blogSearchTitle } from '../blog-page/page-titles';
import { useBlogData } from '../blog-page/use-blog-data';
import { useBlogName } from '../blog-page/use-blog-name';
import { BlogSearchResults } from './blog-search-chunks';
import { useBlogSearchFilters } from './use-blog-search-filters';

/** `/{blog}/search/{term}`: a blog's posts about a term, on its themed page under its search bar. */
export function BlogSearchPage() {
  const name = useBlogName();
  const { term: raw = '' } = useParams();
  const term = blogSearchTerm(raw);
  const filters = useBlogSearchFilters();
  const blog = useBlogData(name);
  usePageTitle(blog.data && term ? blogSearchTitle(term, blog.data) : undefined);

  return (
    <BlogFrame query={blog} search={{ term, filters }}>
      {term ? (
        <Suspense fallback={<Loader label="Searching" />}>
          <BlogSearchResults blog={name} term={term} filters={filters} />
        </Suspense>
      ) : (
        <EmptyState title={searchMessages.termRequired} text="" />
      )}
    </BlogFrame>
  );
}
