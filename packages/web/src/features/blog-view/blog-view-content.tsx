import { blogSearchTerm } from '@rookery/core';
import { Suspense } from 'react';
import { ApiError } from '../../api';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { Loader } from '../../ui/loader/loader';
import { QueryAnswer } from '../../ui/loader/query-answer';
import { useCurrentUser } from '../accounts/use-session';
import { BlogHeader } from '../blog-page/blog-header';
import { blogSearchTitle, blogTitle, permalinkTitle } from '../blog-page/page-titles';
import { useBlogData } from '../blog-page/use-blog-data';
import { useBlogPostsList } from '../blog-page/use-blog-posts-list';
import { usePermalink } from '../blog-page/use-permalink';
import { PostCard } from '../posts/post-card';
import { PostFeed } from '../posts/post-feed';
import { blogSearchAllowed } from '../search/blog-search-allowed';
import { BlogSearchBar } from '../search/blog-search-bar';
import { BlogSearchResults } from '../search/blog-search-chunks';
import { useBlogSearchFilters } from '../search/use-blog-search-filters';
import styles from './blog-view-panel.module.css';

interface BlogViewContentProps {
  name: string;
  postId?: string | undefined;
  /** The term of the blog's search (`/blog/view/{blog}/search/{tag}`), # and all. */
  search?: string | undefined;
  headingId: string;
}

/**
 * What the panel shows under its bar: the blog in its theme, its search bar, then its posts, one
 * post, or its posts about a term (spec document 2 §2, §4).
 */
export function BlogViewContent({ name, postId, search, headingId }: BlogViewContentProps) {
  const blog = useBlogData(name);
  const failure = useQueryRetry(blog);
  const reader = useCurrentUser();
  const filters = useBlogSearchFilters();
  const term = blogSearchTerm(search ?? '');
  // One post names the tab itself (OnePost), once it has come.
  usePageTitle(
    postId || !blog.data ? undefined : term ? blogSearchTitle(term, blog.data) : blogTitle(blog.data),
  );

  if (failure.error) {
    const missing = failure.error instanceof ApiError && failure.error.status === 404;
    return (
      <div className={styles.message}>
        <h2 id={headingId} className="visually-hidden">
          {name}
        </h2>
        {missing ? (
          <EmptyState title="There's no blog here." text="It may have been renamed or deleted." />
        ) : (
          <FailurePanel failure={failure} />
        )}
      </div>
    );
  }
  if (!blog.isSuccess) {
    return (
      <>
        <h2 id={headingId} className="visually-hidden">
          {name}
        </h2>
        <Loader label="Loading the blog" tone="dark" />
      </>
    );
  }
  return (
    <div className={styles.themed}>
      <BlogHeader blog={blog.data} headingLevel="h2" headingId={headingId} compact />
      <div className={styles.posts}>
        {blogSearchAllowed(blog.data, reader) && (
          <BlogSearchBar blog={name} place="panel" term={term} filters={filters} />
        )}
        {postId ? (
          <OnePost name={name} postId={postId} />
        ) : term ? (
          <Suspense fallback={<Loader label="Searching" tone="dark" />}>
            <BlogSearchResults blog={name} term={term} filters={filters} />
          </Suspense>
        ) : (
          <Posts name={name} />
        )}
      </div>
    </div>
  );
}

function Posts({ name }: { name: string }) {
  const posts = useBlogPostsList(name);
  return (
    <PostFeed
      query={posts}
      label={`Posts of ${name}`}
      empty={<EmptyState title="No posts yet." text="" />}
      ads={{ placement: 'peepr_in_stream', location: 'peepr', blog: name }}
    />
  );
}

function OnePost({ name, postId }: { name: string; postId: string }) {
  const permalink = usePermalink(name, postId);
  usePageTitle(permalink.data && permalinkTitle(permalink.data.post, permalink.data.blog));
  return (
    <QueryAnswer
      query={permalink}
      loading="Loading the post"
      tone="dark"
      missing={
        <EmptyState title="This post isn't here." text="It may have been deleted, or it isn't public." />
      }
    >
      {(data) => <PostCard post={data.post} notesOpen />}
    </QueryAnswer>
  );
}
