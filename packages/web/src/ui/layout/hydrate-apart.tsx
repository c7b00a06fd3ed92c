import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates in a task of its own. hydrateRoot hydrates
 * everything outside Suspense boundaries in one uninterrupted task (a dashboard's eleven posts took
 * 300 ms of a slow phone's main thread, issue 15: Lighthouse's blocking time); a boundary's content
 * is hydrated afterwards, in slices the browser can interrupt, first where the reader clicks.
 * It adds no element and, rendered by the browser alone, changes nothing: nothing inside suspends
 * without a boundary of its own.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
