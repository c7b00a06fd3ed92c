import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { Loader } from '../../ui/loader/loader';
import { useContextBlogName } from '../drafts/context-blog';
import { OwnerListError } from '../drafts/owner-list-error';
import pageStyles from '../drafts/owner-page.module.css';
import { OwnerPageHeader } from '../drafts/owner-page-header';
import { NextPageControls, NextPageMarker } from '../posts/next-page';
import { useNextPage } from '../posts/use-next-page';
import { AskItem } from './ask-item';
import styles from './inbox.module.css';
import { SubmissionItem } from './submission-item';
import { useInbox } from './use-inbox';

/**
 * `/blog/{name}/inbox` (or `/inbox` for the acting blog), the spec's inbox context page: the blog's waiting asks and submissions,
 * newest first, for its owner (anyone else gets the server's 403 and a plain explanation). The
 * composer opened on it (the header's Compose) saves in its context and comes back here.
 */
export function InboxPage() {
  const name = useContextBlogName();
  return (
    <div className={pageStyles.page}>
      <OwnerPageHeader blog={name} title="Inbox" />
      <InboxList blog={name} />
    </div>
  );
}

function InboxList({ blog }: { blog: string }) {
  const inbox = useInbox(blog);
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const { canLoadMore, trigger } = useNextPage(inbox, items.length);
  const failure = useQueryRetry(inbox);

  if (failure.error && !inbox.data) return <OwnerListError blog={blog} what="inbox" failure={failure} />;
  if (inbox.isPending) return <Loader label="Loading the inbox" />;
  if (items.length === 0 && !inbox.hasNextPage) {
    return (
      <EmptyState
        title="Your inbox is empty."
        text="Questions people ask this blog, and posts they submit to it, wait here for you."
      />
    );
  }
  return (
    <>
      <ol className={styles.list} aria-label="Inbox" aria-busy={inbox.isFetchingNextPage}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            {item.kind === 'ask' ? (
              <AskItem blog={blog} ask={item} />
            ) : (
              <SubmissionItem blog={blog} submission={item} />
            )}
          </li>
        ))}
        <NextPageMarker trigger={trigger} />
      </ol>
      <NextPageControls query={inbox} canLoadMore={canLoadMore} loadingLabel="Loading more" />
    </>
  );
}
