/**
 * Safety's shared words and numbers (issue 19; spec document 2 §3, §8; document 1 §7; document 3
 * §6). The server and the client both read them from here.
 */

/** Adult-content appeal states by id (document 2 §3). */
export const APPEAL_STATES = {
  unavailable: -1,
  none: 0,
  available_prioritize: 1,
  available: 2,
  in_review: 3,
  complete: 4,
} as const;
export type AppealStateName = keyof typeof APPEAL_STATES;
export type AppealStateId = (typeof APPEAL_STATES)[AppealStateName];

/** The name of an appeal state id; undefined for an id the spec does not have. */
export function appealStateName(id: number): AppealStateName | undefined {
  return (Object.keys(APPEAL_STATES) as AppealStateName[]).find((name) => APPEAL_STATES[name] === id);
}

/** The blog toggles (document 1 §7: POST /{toggle}/toggle with `tumblelog`), moderators only. */
export const BLOG_TOGGLES = ['spam', 'nsfw', 'adult', 'uniblock', 'suspended'] as const;
export type BlogToggle = (typeof BLOG_TOGGLES)[number];

/** Why something is reported (ours: the spec reports but names no reasons). */
export const REPORT_REASONS = ['spam', 'harassment', 'sensitive', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TARGETS = ['post', 'message', 'blog', 'ask'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Who moderates (an admin also grants and takes away the role). */
export const USER_ROLES = ['admin', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];
