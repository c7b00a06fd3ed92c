/** The job runner (graphile-worker, in the app's PostgreSQL) and what features call to add jobs. */
export { type EnqueueOptions, enqueue, type TaskName, type TaskPayloads } from './enqueue.js';
export { scheduledPostJobKey } from './publish-scheduled-post.js';
export { rescheduleBlogQueue } from './queue-job.js';
export { type Jobs, type JobsOptions, migrateJobs, runJobsOnce, startJobs } from './runner.js';
