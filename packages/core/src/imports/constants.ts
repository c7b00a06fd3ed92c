/**
 * Imports (issue 21): a file from another platform brought into one of the user's blogs by a job.
 * Each kind names a source format; another (a Rookery export) is added here and nowhere else in core.
 */
export const IMPORT_KINDS = ['tumblr_archive', 'tumblr_api', 'rookery_export'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** queued (waiting for the job), running, then done or failed; one queued or running import per blog. */
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const GB = 1024 * 1024 * 1024;

/**
 * The largest file an import takes. Tumblr's backup archive carries every photo and video of the
 * blog: ten years of photo posts come to a gigabyte or two. The file streams to disk and is read
 * from there a batch at a time, so the limit costs disk, never memory; it is deleted once read.
 */
export const IMPORT_MAX_BYTES = 4 * GB;

/** How often the settings card asks how a running import is doing. */
export const IMPORT_POLL_MS = 1500;

/** An import's report names at most this many posts under each reason (the count is whole). */
export const IMPORT_REPORT_MAX_POSTS = 20;
