import { messagingTexts, type Participant } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api';
import { Avatar } from '../../../ui/avatar/avatar';
import { Button } from '../../../ui/button/button';
import { showToast } from '../../../ui/toast/toast-store';
import { currentChannel, useSignedInUser } from '../../accounts/use-session';
import { useFollow } from '../../follow/use-follow';
import { messagingKeys } from '../api/keys';
import { fetchParticipantInfo } from '../api/participant-info';
import { forgetRecipientSearches } from '../api/suggestions';
import { ARROW_FOCUS } from './arrow-focus';
import { offersFollow, type Sender } from './open-with-blog';
import styles from './recipients.module.css';

interface UnreachableRecipientProps {
  blog: Participant;
  sender: Sender;
  /** The blog as the sending blog sees it after a follow (perhaps one it may message now). */
  onChanged: (blog: Participant) => void;
}

/**
 * A blog the sending blog can't message now, in a list of blogs to talk to: not a pick that would
 * fail once sent, but the reason (the words the refused send would answer) and Follow where
 * following is the way on (open-with-blog.ts offersFollow).
 */
export function UnreachableRecipient({ blog, sender, onChanged }: UnreachableRecipientProps) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const follow = useFollow();
  const reason = blog.cant_receive_reason?.message ?? messagingTexts.cantReceive;
  const reasonId = `cant-receive-${blog.uuid}`;

  const onFollow = () => {
    if (follow.isPending) return;
    follow.mutate(
      { tumblelog: blog.name, follow: true, source: 'messaging' },
      {
        onError: (error) => showToast(`Could not follow ${blog.name}. ${errorMessage(error)}`, 'error'),
        onSuccess: async () => {
          forgetRecipientSearches(sender.uuid);
          void queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, 'favorites'] });
          try {
            onChanged((await fetchParticipantInfo(sender.uuid, blog.uuid)).participant);
          } catch {
            onChanged({ ...blog, is_following_blog: true });
          }
        },
      },
    );
  };

  return (
    <div className={styles.unreachable}>
      <Avatar blogName={blog.name} size={40} shape={blog.theme.avatar_shape} alt="" />
      <span className={styles.who}>
        <span className={styles.name}>{blog.name}</span>
        <span className={styles.reason} id={reasonId}>
          {reason}
        </span>
      </span>
      {offersFollow(blog, currentChannel(user)?.uuid === sender.uuid) ? (
        <Button
          className={styles.follow}
          onClick={onFollow}
          aria-disabled={follow.isPending}
          aria-label={`Follow ${blog.name}`}
          aria-describedby={reasonId}
          {...ARROW_FOCUS}
        >
          Follow
        </Button>
      ) : (
        blog.is_following_blog && <span className={styles.following}>Following</span>
      )}
    </div>
  );
}
