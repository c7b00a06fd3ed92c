import { messages } from '@rookery/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../api';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { ErrorPanel } from '../../ui/error-panel/error-panel';
import { EmptyState } from '../../ui/layout/empty-state';
import { Loader } from '../../ui/loader/loader';
import { useCurrentUser } from '../accounts/use-session';
import { PostCard } from '../posts/post-card';
import { type BlogPostsView, isOwnerView, useBlogPosts } from '../posts/use-blog-posts';
import styles from './blog-posts-page.module.css';

const OWNER_VIEWS: { view: BlogPostsView; label: string }[] = [
  { view: 'posts', label: 'Posts' },
  { view: 'draft', label: 'Drafts' },
  { view: 'queued', label: 'Queue' },
  { view: 'scheduled', label: 'Scheduled' },
];

const EMPTY: Record<BlogPostsView, string> = {
  posts: 'No posts yet.',
  draft: 'No drafts.',
  queued: 'Nothing in the queue.',
  scheduled: 'Nothing scheduled.',
};

/**
 * `/{blog}`: a plain list of a blog's posts, newest first; its owner also finds the drafts, the
 * queue and the scheduled posts here. The reading issue replaces it with the themed blog page.
 */
export function BlogPostsPage() {
  const { blog = '' } = useParams();
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const own = !!user?.channels.some((c) => c.name === blog);
  const asked = search.get('state');
  const view: BlogPostsView = own && isOwnerView(asked) ? asked : 'posts';
  const posts = useBlogPosts(blog, view);
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const missing = posts.error instanceof ApiError && posts.error.status === 404;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Avatar blogName={blog} size={64} alt="" />
        <h1 className={styles.name}>{blog}</h1>
      </header>
      {own && (
        <nav aria-label="Blog posts" className={styles.tabs}>
          {OWNER_VIEWS.map(({ view: v, label }) => (
            <Link
              key={v}
              to={v === 'posts' ? `/${encodeURIComponent(blog)}` : `/${encodeURIComponent(blog)}?state=${v}`}
              className={styles.tab}
              aria-current={v === view ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
      )}
      {posts.isPending && <Loader label="Loading posts" />}
      {missing && <EmptyState title={messages.blogNotFound} text="Check the address and try again." />}
      {posts.isError && !missing && (
        <ErrorPanel
          message={errorMessage(posts.error)}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      )}
      {posts.isSuccess && list.length === 0 && <EmptyState title={EMPTY[view]} text="" />}
      <div className={styles.list}>
        {list.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
      {posts.hasNextPage && (
        <Button
          variant="ghost"
          className={styles.more}
          onClick={() => void posts.fetchNextPage()}
          disabled={posts.isFetchingNextPage}
        >
          {posts.isFetchingNextPage ? 'Loading...' : 'Show more posts'}
        </Button>
      )}
    </div>
  );
}
