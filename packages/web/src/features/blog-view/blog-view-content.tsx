import { ApiError } from '../../api';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { Loader } from '../../ui/loader/loader';
import { QueryAnswer } from '../../ui/loader/query-answer';
import { BlogHeader } from '../blog-page/blog-header';
import { blogTagTitle, blogTitle, permalinkTitle } from '../blog-page/page-titles';
import { useBlogData } from '../blog-page/use-blog-data';
import { useBlogPostsList } from '../blog-page/use-blog-posts-list';
import { usePermalink } from '../blog-page/use-permalink';
import { PostCard } from '../posts/post-card';
import { PostFeed } from '../posts/post-feed';
import styles from './blog-view-panel.module.css';

interface BlogViewContentProps {
  name: string;
  postId?: string | undefined;
  tag?: string | undefined;
  headingId: string;
}

/** What the panel shows under its bar: the blog in its theme, then its posts, one post, or a tag's posts. */
export function BlogViewContent({ name, postId, tag, headingId }: BlogViewContentProps) {
  const blog = useBlogData(name);
  const failure = useQueryRetry(blog);
  // One post names the tab itself (OnePost), once it has come.
  usePageTitle(postId || !blog.data ? undefined : tag ? blogTagTitle(tag, blog.data) : blogTitle(blog.data));

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
        {postId ? <OnePost name={name} postId={postId} /> : <Posts name={name} tag={tag} />}
      </div>
    </div>
  );
}

function Posts({ name, tag }: { name: string; tag?: string | undefined }) {
  const posts = useBlogPostsList(name, tag);
  return (
    <>
      {tag && <h3 className={styles.listHeading}>#{tag}</h3>}
      <PostFeed
        query={posts}
        label={tag ? `Posts of ${name} tagged ${tag}` : `Posts of ${name}`}
        empty={<EmptyState title={tag ? `Nothing here about ${tag}.` : 'No posts yet.'} text="" />}
      />
    </>
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
