import { messages } from '@rookery/core';
import { ApiError, errorMessage } from '../../api';
import { ButtonLink } from '../../ui/button/button';
import { ErrorPanel } from '../../ui/error-panel/error-panel';
import { EmptyState } from '../../ui/layout/empty-state';

interface OwnerListErrorProps {
  blog: string;
  /** "drafts" or "queue", for the sentence. */
  what: string;
  /** The list's query that failed. */
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}

/** Why a blog's drafts or queue can't be shown: not the owner (403), no such blog (404), or trouble. */
export function OwnerListError({ blog, what, query }: OwnerListErrorProps) {
  const { error } = query;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    return (
      <EmptyState
        title={`Only the owner of ${blog} can see its ${what}.`}
        text="Log in as its owner to see them, or read the blog's published posts."
        action={
          <ButtonLink to={`/${encodeURIComponent(blog)}`} variant="secondary">
            Go to {blog}
          </ButtonLink>
        }
      />
    );
  }
  if (status === 404)
    return <EmptyState title={messages.blogNotFound} text="Check the address and try again." />;
  return (
    <ErrorPanel
      message={errorMessage(error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
