import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type BlogCardTarget, watchBlogCardTriggers } from './blog-card-triggers';

// The card and everything it draws come in their own chunk, with its first opening.
const BlogCardPopover = lazy(() =>
  import('./blog-card-popover').then((m) => ({ default: m.BlogCardPopover })),
);

/**
 * The page's one blog card (spec document 2 §2), opened from any blog link or avatar (see
 * blog-card-triggers.ts); it closes when the page changes. The card's own code comes with its
 * first opening.
 */
export function BlogCardWatcher() {
  const [target, setTarget] = useState<BlogCardTarget | null>(null);
  const watcher = useRef<ReturnType<typeof watchBlogCardTriggers>>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const watching = watchBlogCardTriggers(setTarget);
    watcher.current = watching;
    return watching.stop;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => watcher.current?.close(), [pathname]);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <BlogCardPopover key={target.name} target={target} onClose={() => watcher.current?.close()} />
    </Suspense>
  );
}
