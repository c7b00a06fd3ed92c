import { type InboxSubmission, messages, shortAgo } from '@rookery/core';
import { Button } from '../../ui/button/button';
import { confirm } from '../../ui/dialogs/dialogs';
import { PostCard } from '../posts/post-card';
import styles from './inbox.module.css';
import { InboxBlogName } from './inbox-blog';
import { useApproveSubmission, useDenySubmission } from './use-inbox-actions';

/** A submitted post in the inbox: who sent it, the post as it would read, and publish, queue or delete. */
export function SubmissionItem({ blog, submission }: { blog: string; submission: InboxSubmission }) {
  const approve = useApproveSubmission(blog);
  const deny = useDenySubmission(blog);
  const busy = approve.isPending || deny.isPending;
  const drop = async () => {
    if (await confirm({ message: messages.deletePostConfirm })) deny.mutate(submission.id);
  };
  return (
    <article
      className={styles.item}
      aria-label={`Submission from ${submission.submitter?.name ?? 'a blog that is gone'}`}
      data-submission-id={submission.id}
    >
      <header className={styles.itemHead}>
        <InboxBlogName blog={submission.submitter} />
        <span className={styles.verb}>submitted:</span>
        <time className={styles.time} dateTime={submission.created_at}>
          {shortAgo(submission.created_at)}
        </time>
      </header>
      <div className={styles.post}>
        <PostCard post={submission.post} />
      </div>
      <div className={`${styles.actions} ${styles.submissionActions}`}>
        <Button variant="light" onClick={() => void drop()} disabled={busy}>
          Delete
        </Button>
        <Button
          variant="light"
          onClick={() => approve.mutate({ id: submission.id, queue: true })}
          disabled={busy}
        >
          Queue
        </Button>
        <Button onClick={() => approve.mutate({ id: submission.id, queue: false })} disabled={busy}>
          Publish
        </Button>
      </div>
    </article>
  );
}
