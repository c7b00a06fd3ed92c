import { INFINITE_SCROLL_THRESHOLD } from '@rookery/core';
import type { RefCallback } from 'react';
import { Button } from '../../ui/button/button';
import { Loader } from '../../ui/loader/loader';
import feedStyles from './post-feed.module.css';
import type { Pages } from './use-next-page';

/** The marker, as the list's last item. */
export function NextPageMarker({ trigger }: { trigger: RefCallback<HTMLElement> }) {
  return (
    <li
      ref={trigger}
      aria-hidden="true"
      className={feedStyles.trigger}
      style={{ top: `${INFINITE_SCROLL_THRESHOLD * 100}%` }}
    />
  );
}

/** Under the list: the loader while a page comes, else "Load more" while there is one. */
export function NextPageControls({
  query,
  canLoadMore,
  loadingLabel,
}: {
  query: Pages;
  canLoadMore: boolean;
  loadingLabel: string;
}) {
  return (
    <>
      {query.isFetchingNextPage && <Loader label={loadingLabel} />}
      {canLoadMore && (
        <Button variant="light" className={feedStyles.more} onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      )}
    </>
  );
}
