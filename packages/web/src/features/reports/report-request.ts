import type { ReportTarget } from '@rookery/core';
import { useSyncExternalStore } from 'react';

/** What a Report dialog is opened for. */
export interface ReportRequest {
  type: ReportTarget;
  /** A post's, message's or ask's id; a blog's name. */
  id: string;
  /** The blog behind it, when the reporter may see it (an anonymous ask's asker they may not). */
  blogName: string | null;
  /** Whether the reporter may block its sender in the same step (spec document 2 §5). */
  canBlock: boolean;
}

/**
 * The one open Report dialog, a tiny store so anything may open it — a post menu, a conversation,
 * the blog card, the inbox, the sharing popover's Flag — without a context. The dialog itself is a
 * lazily loaded chunk (report-host.tsx): nothing of it is in the first paint.
 */
let current: ReportRequest | null = null;
const listeners = new Set<() => void>();
const set = (next: ReportRequest | null) => {
  current = next;
  for (const listener of listeners) listener();
};

export function openReportDialog(request: ReportRequest): void {
  set(request);
}

export function closeReportDialog(): void {
  set(null);
}

export function useReportRequest(): ReportRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** Spec document 2 §5: Block and Report only for an identified sender without a colon, not one's own. */
export function mayReportSender(sender: string | null | undefined, ownBlogs: readonly string[]): boolean {
  return !!sender && !sender.includes(':') && !ownBlogs.includes(sender);
}
