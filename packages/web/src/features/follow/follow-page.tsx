import type { BlogData } from '@rookery/core';
import { useParams } from 'react-router';
import { QueryAnswer } from '../../ui/loader/query-answer';
import { useCurrentUser } from '../accounts/use-session';
import { MissingBlog } from '../blog-page/missing-page';
import { useBlogData } from '../blog-page/use-blog-data';
import { FollowCard } from './follow-card';
import { FollowInvite } from './follow-invite';
import { FollowResult } from './follow-result';

/**
 * `/follow/{blog}` (spec document 2 §2): where a follow click of a visitor who is not signed in
 * lands. It asks them to log in or sign up, brings them back here, and then follows the blog.
 */
export function FollowPage() {
  const { blog: name = '' } = useParams();
  const blog = useBlogData(name);

  return (
    <QueryAnswer query={blog} loading="Loading the blog" missing={<MissingBlog />}>
      {(data) => <FollowStep blog={data} />}
    </QueryAnswer>
  );
}

function FollowStep({ blog }: { blog: BlogData }) {
  const user = useCurrentUser();
  return (
    <FollowCard blog={blog}>{user ? <FollowResult blog={blog} /> : <FollowInvite blog={blog} />}</FollowCard>
  );
}
