import { Link, useParams } from 'react-router';
import { EmptyState } from '../../ui/layout/empty-state';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { PostFeed } from '../posts/post-feed';
import { NO_BLOG_SEARCH } from '../search/blog-search-model';
import { BlogFrame } from './blog-frame';
import { blogPath } from './blog-paths';
import { blogTagTitle } from './page-titles';
import styles from './themed-blog.module.css';
import { useBlogData } from './use-blog-data';
import { useBlogName } from './use-blog-name';
import { useBlogPostsList } from './use-blog-posts-list';

/** `/{blog}/tagged/{tag}`: a blog's posts with one tag, in the blog's theme. */
export function BlogTaggedPage() {
  const name = useBlogName();
  const { tag = '' } = useParams();
  const blog = useBlogData(name);
  usePageTitle(blog.data && blogTagTitle(tag, blog.data));
  return (
    <BlogFrame query={blog} search={NO_BLOG_SEARCH}>
      <div className={styles.listHeading}>
        <h2>#{tag}</h2>
        <Link to={blogPath(name)}>All posts</Link>
      </div>
      <TaggedPosts name={name} tag={tag} />
    </BlogFrame>
  );
}

function TaggedPosts({ name, tag }: { name: string; tag: string }) {
  const posts = useBlogPostsList(name, tag);
  return (
    <PostFeed
      query={posts}
      label={`Posts of ${name} tagged ${tag}`}
      empty={<EmptyState title={`Nothing tagged #${tag} here yet.`} text="" />}
    />
  );
}
