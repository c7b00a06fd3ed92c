import { EmptyState } from '../../ui/layout/empty-state';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { AdSlot } from '../ads/ad-slot';
import { PostFeed } from '../posts/post-feed';
import { NO_BLOG_SEARCH } from '../search/blog-search-model';
import { BlogFrame } from './blog-frame';
import { blogTitle } from './page-titles';
import { useBlogData } from './use-blog-data';
import { useBlogName } from './use-blog-name';
import { useBlogPostsList } from './use-blog-posts-list';

/**
 * `/{blog}`: a blog's page for everyone, in its theme, its posts newest first; with house ads on
 * (issue 20) and the owner's leave (blog_ads), one every few posts and one in the corner.
 */
export function BlogPage() {
  const name = useBlogName();
  const blog = useBlogData(name);
  usePageTitle(blog.data && blogTitle(blog.data));
  return (
    <BlogFrame query={blog} search={NO_BLOG_SEARCH}>
      <BlogPosts name={name} />
    </BlogFrame>
  );
}

/** Asked for only once the blog is known to exist, so a missing blog is one clear 404, not two. */
function BlogPosts({ name }: { name: string }) {
  const posts = useBlogPostsList(name);
  const blogAds = useBlogData(name).data?.blog_ads === true;
  return (
    <>
      <PostFeed
        query={posts}
        label={`Posts of ${name}`}
        empty={<EmptyState title="No posts yet." text="" />}
        ads={blogAds ? { placement: 'blog_network_in_stream', location: 'blog', blog: name } : undefined}
      />
      <AdSlot placement="blog_network_sticky" location="blog" blog={name} blogAds={blogAds} />
    </>
  );
}
