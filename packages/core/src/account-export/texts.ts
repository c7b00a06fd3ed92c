import { ACCOUNT_DELETION_GRACE_DAYS, EXPORT_KEEP_DAYS } from './constants.js';

/** The words of exports and account deletion (ours: the spec has none for either). */
export const accountExportTexts = {
  requested: "We're making your export. We'll email you a link when it's ready.",
  alreadyPending: "An export is already being made. We'll email you when it's ready.",
  limited: "You've asked for several exports today. Try again tomorrow.",
  notFound: 'There is no such export.',
  notReady: 'This export is not ready yet. We will email you when it is.',
  expired: `This export has expired: exports are kept for ${EXPORT_KEEP_DAYS} days. Ask for a new one.`,
  failed: 'This export could not be made. Ask for a new one.',
  mailSubject: 'Your Rookery export is ready',
} as const;

export const accountDeletionTexts = {
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'That password is not right.',
  alreadyScheduled: 'Your account is already set to be deleted.',
  notScheduled: 'Your account is not set to be deleted.',
  kept: 'Your account is staying. Welcome back.',
  /** Shown where the account's blogs would be, to the person while they may still keep it. */
  notice: (date: string) =>
    `Your account and its blogs will be deleted on ${date}. Until then, only you can see them.`,
  keep: 'Keep my account',
  scheduled: `Your account will be deleted in ${ACCOUNT_DELETION_GRACE_DAYS} days. Until then you can keep it.`,
  mailSubject: 'Your Rookery account will be deleted',
  /** How a deleted blog is named in the conversations its account leaves behind. */
  departedName: (name: string) => `${name} (deleted)`,
  departedReason: 'This blog was deleted.',
} as const;
