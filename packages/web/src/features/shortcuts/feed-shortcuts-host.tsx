import { lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/layout/when-idle';

const FeedShortcutsLive = lazy(() =>
  import('./feed-shortcuts-live').then((m) => ({ default: m.FeedShortcutsLive })),
);

/**
 * The keyboard shortcuts of the feed in `feed` (feed-shortcuts.ts). None of their code is part of
 * the first paint: it arrives once the browser is idle.
 */
export function FeedShortcutsHost({ feed }: { feed: RefObject<HTMLElement | null> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <FeedShortcutsLive feed={feed} />
    </Suspense>
  ) : null;
}
