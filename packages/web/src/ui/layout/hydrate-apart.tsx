import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates in a task of its own. hydrateRoot hydrates
 * everything outside Suspense boundaries in one uninterrupted task (a dashboard's eleven posts took
 * 300 ms of a slow phone's main thread, issue 15: Lighthouse's blocking time); a boundary's content
 * is hydrated afterwards, in slices the browser can interrupt, first where the reader clicks.
 * It adds no element. Rendered by the browser alone, a part that suspends (a card waiting for the
 * HTML cleaner's chunk, posts/rich-text.tsx) shows `fallback` meanwhile; a hydrating one keeps the
 * server's markup.
 */
export function HydrateApart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
