import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { feedPostIds, pendingBlocks } from '../dashboard/fresh-posts';
import { FreshPostsBlock } from '../dashboard/fresh-posts-block';
import { useFreshDrafts } from './fresh-drafts';
import { OwnerContextPage, WritePostLink } from './owner-context-page';
import { useOwnerList } from './owner-list';
import { OwnerListError } from './owner-list-error';
import styles from './owner-page.module.css';
import { OwnerPageHeader } from './owner-page-header';
import { OwnerPostList } from './owner-post-list';
import { PublishNowButton } from './publish-now-button';
import { usePublishNow } from './use-publish-now';

/**
 * `/blog/{name}/drafts`: the owner's drafts, oldest first, each to edit or publish now; a draft just
 * saved here shows at the end at once (fresh-drafts). Anyone else gets the server's 403 and a plain
 * explanation.
 */
export function DraftsPage() {
  return <OwnerContextPage Content={DraftsContent} />;
}

function DraftsContent({ name }: { name: string }) {
  const drafts = useOwnerList(name, 'draft');
  const failure = useQueryRetry(drafts);
  const publish = usePublishNow(name);
  // Oldest first, as the list reads.
  const fresh = pendingBlocks(useFreshDrafts(name), feedPostIds(drafts.data)).reverse();

  return (
    <div className={styles.page}>
      <OwnerPageHeader blog={name} title="Drafts" />
      {failure.error && !drafts.data ? (
        <OwnerListError blog={name} what="drafts" failure={failure} />
      ) : (
        <OwnerPostList
          query={drafts}
          label="Drafts"
          empty={
            <EmptyState
              title="No drafts."
              text="Save a post as a draft to finish it later; it waits here, oldest first."
              action={<WritePostLink />}
            />
          }
          actions={(post) => <PublishNowButton postId={post.id} publish={publish} />}
          after={fresh.length > 0 ? <FreshPostsBlock blocks={fresh} /> : undefined}
        />
      )}
    </div>
  );
}
