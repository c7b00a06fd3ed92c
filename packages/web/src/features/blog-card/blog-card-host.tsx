import { lazy, Suspense, useEffect, useState } from 'react';

const BlogCardWatcher = lazy(() =>
  import('./blog-card-watcher').then((m) => ({ default: m.BlogCardWatcher })),
);

/**
 * Where blog cards open (blog-card-watcher.tsx). Nothing of it is part of the first paint: it
 * starts watching for the card's triggers once the page has settled.
 */
export function BlogCardHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <BlogCardWatcher />
    </Suspense>
  );
}
