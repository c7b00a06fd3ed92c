import type { PostView, ReviewItem } from '@rookery/core';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { alert } from '../../ui/dialogs/dialogs';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { Loader } from '../../ui/loader/loader';
import pageStyles from '../drafts/owner-page.module.css';
import { OwnerPageHeader } from '../drafts/owner-page-header';
import { PostCard } from '../posts/post-card';
import styles from './review-page.module.css';
import { useAppeal, useReview } from './use-review';

/**
 * `/blog/{name}/review` (spec document 1 §2; document 2 §6): the owner's posts a moderator flagged,
 * each with the spec's message for its appeal state and Appeal while it may be appealed; the card's
 * own Edit opens the composer over this page (an edit from here emits EditPost: edit-post-event.ts). Anyone else gets the server's 403.
 */
export function ReviewPage() {
  const { name = '' } = useParams();
  const review = useReview(name);
  const failure = useQueryRetry(review);
  const status = review.error instanceof ApiError ? review.error.status : 0;

  return (
    <div className={pageStyles.page}>
      <OwnerPageHeader blog={name} title="Flagged posts" />
      {review.isPending ? (
        <Loader label="Loading flagged posts" />
      ) : status === 403 ? (
        <EmptyState
          title={`Only the owner of ${name} can see its flagged posts.`}
          text="Log in as its owner."
        />
      ) : failure.error || !review.data ? (
        <FailurePanel failure={failure} />
      ) : review.data.items.length === 0 ? (
        <EmptyState
          title="Nothing is flagged."
          text="Posts a moderator flags show here, with a way to appeal."
        />
      ) : (
        <ol className={styles.list} aria-label="Flagged posts">
          {review.data.items.map((item) => (
            <ReviewEntry key={item.post.id} blog={name} item={item} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ReviewEntry({ blog, item }: { blog: string; item: ReviewItem<PostView> }) {
  const appeal = useAppeal(blog);
  const send = () =>
    appeal.mutate(item.post.id, {
      // The spec's alert confirms (document 2 §8); the list then shows the in-review message.
      onSuccess: (answer) => void alert(answer.message),
      onError: (error) => void alert(errorMessage(error)),
    });

  return (
    <li className={styles.item} data-post-id={item.post.id} data-appeal-state={item.appeal_state}>
      <section className={styles.notice} aria-label="Why this post is flagged">
        <p role="status">{item.message}</p>
        {item.can_appeal && (
          <div className={styles.actions}>
            <Button onClick={send} disabled={appeal.isPending}>
              {appeal.isPending ? 'Appealing…' : 'Appeal'}
            </Button>
          </div>
        )}
      </section>
      {/* The notice above says why: not again on the card. */}
      <PostCard post={{ ...item.post, appeal: undefined }} />
    </li>
  );
}
