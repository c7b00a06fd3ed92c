import type { ReportReason, ReportTarget } from '@rookery/core';

/** The reasons as the dialog offers them (ours: the spec reports but names no reasons). */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  sensitive: 'Sensitive content that is not labelled',
  copyright: 'Copyright infringement',
  other: 'Something else',
};

export const TARGET_WORDS: Record<ReportTarget, string> = {
  post: 'this post',
  message: 'this message',
  blog: 'this blog',
  ask: 'this ask',
};
