import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../ui/button/button';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { QueryAnswer } from '../../ui/loader/query-answer';
import { AdSlot } from '../ads/ad-slot';
import { PostCard } from '../posts/post-card';
import { blogPath, permalinkPath } from './blog-paths';
import { MissingPage } from './missing-page';
import { permalinkTitle } from './page-titles';
import { ThemedBlog } from './themed-blog';
import { useBlogName } from './use-blog-name';
import { usePermalink } from './use-permalink';

/**
 * `/{blog}/post/{id}` and `/{blog}/post/{id}/{slug}`: one post on its blog's themed page, its notes
 * open under it; with house ads on (issue 20), the blog network's permalink and related-posts ads
 * below it.
 */
export function PermalinkPage() {
  const name = useBlogName();
  const { postId = '', slug } = useParams();
  const permalink = usePermalink(name, postId);
  const navigate = useNavigate();
  const post = permalink.data?.post;
  usePageTitle(permalink.data && permalinkTitle(permalink.data.post, permalink.data.blog));

  // The address people share carries the post's slug; an old or missing one is put right in place.
  useEffect(() => {
    if (post?.slug && slug !== post.slug) {
      navigate(permalinkPath(name, post.id, post.slug), { replace: true });
    }
  }, [post, slug, name, navigate]);

  return (
    <QueryAnswer
      query={permalink}
      loading="Loading the post"
      missing={
        <MissingPage
          title="This post isn't here."
          text="It may have been deleted, or it isn't public."
          action={<ButtonLink to={blogPath(name)}>Go to {name}</ButtonLink>}
        />
      }
    >
      {(data) => (
        <ThemedBlog blog={data.blog}>
          <PostCard post={data.post} notesOpen />
          <AdSlot
            placement="blog_network_permalink"
            location="permalink"
            blog={data.blog.name}
            blogAds={data.blog.blog_ads}
          />
          <AdSlot
            placement="blog_network_related_posts"
            location="permalink"
            blog={data.blog.name}
            blogAds={data.blog.blog_ads}
          />
        </ThemedBlog>
      )}
    </QueryAnswer>
  );
}
