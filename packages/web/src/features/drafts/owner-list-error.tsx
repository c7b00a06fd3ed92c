import { messages } from '@rookery/core';
import { ApiError } from '../../api';
import { ButtonLink } from '../../ui/button/button';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import type { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { blogPath } from '../blog-page/blog-paths';

interface OwnerListErrorProps {
  blog: string;
  /** "drafts" or "queue", for the sentence. */
  what: string;
  /** The list's failure, as useQueryRetry tells it (its Retry waits, 'Retrying...', for the answer). */
  failure: ReturnType<typeof useQueryRetry>;
}

/** Why a blog's drafts or queue can't be shown: not the owner (403), no such blog (404), or trouble. */
export function OwnerListError({ blog, what, failure }: OwnerListErrorProps) {
  const { error } = failure;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    return (
      <EmptyState
        title={`Only the owner of ${blog} can see its ${what}.`}
        text="Log in as its owner to see them, or read the blog's published posts."
        action={
          <ButtonLink to={blogPath(blog)} variant="secondary">
            Go to {blog}
          </ButtonLink>
        }
      />
    );
  }
  if (status === 404)
    return <EmptyState title={messages.blogNotFound} text="Check the address and try again." />;
  return <FailurePanel failure={failure} />;
}
