import type { BlogToggle, ReportReason } from '@rookery/core';

/** The toggles as moderators read them, with what each does (README "Moderation"). */
export const TOGGLE_TEXTS: Record<BlogToggle, { label: string; effect: string }> = {
  spam: {
    label: 'Spam',
    effect: 'Its posts and messages are hidden from others; its new conversations go to spam.',
  },
  nsfw: { label: 'NSFW', effect: 'Labels the blog sensitive: safe mode hides it.' },
  adult: { label: 'Adult', effect: 'Labels the blog adult: safe mode hides it and pixelates its avatar.' },
  uniblock: {
    label: 'Blocked by everyone',
    effect: 'Every blog blocks it: it leaves every list and search.',
  },
  suspended: {
    label: 'Suspended',
    effect: 'Taken down: 404 to everyone but its owner, who can still export it.',
  },
};

export const REASON_WORDS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  sensitive: 'Unlabelled sensitive content',
  copyright: 'Copyright',
  other: 'Other',
};

/** A log line's action in words. */
export function actionWords(action: string): string {
  return action.replaceAll('_', ' ');
}

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
