import { useParams } from 'react-router';
import { currentChannel, useSignedInUser } from '../accounts/use-session';

/**
 * The blog an owner's context page shows: `/blog/{name}/drafts` names it, while the short
 * addresses `/drafts`, `/queue` and `/inbox` (base routes of spec document 1 §2 the issue 27 asks
 * for) show the blog the user acts as, as the header's blog switcher set it. A Tumblr user expects
 * tumblr.com/inbox to open the blog they are posting as; pinning it to the primary blog would
 * surprise someone who just switched blogs.
 */
export function useContextBlogName(): string {
  const { name } = useParams();
  const user = useSignedInUser();
  return name ?? currentChannel(user)?.name ?? '';
}
