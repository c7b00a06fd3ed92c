/** Issue 21: a full export of an account, and leaving. Ours; the spec is silent on both. */

/** The zip's manifest names its format and version, so an import knows what it reads. */
export const EXPORT_FORMAT = 'rookery-export';
export const EXPORT_FORMAT_VERSION = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A finished export can be downloaded for this long, then its file is deleted. */
export const EXPORT_KEEP_DAYS = 7;
export const EXPORT_KEEP_MS = EXPORT_KEEP_DAYS * DAY_MS;

/** An account asked to be deleted can be kept for this long; then everything goes. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
export const ACCOUNT_DELETION_GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * DAY_MS;

/** The states an export goes through: made by a job, downloadable, then gone (or never made). */
export const EXPORT_STATUSES = ['pending', 'ready', 'expired', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
