import { z } from 'zod';
import { flag } from '../form-values.js';
import { messages } from '../messages.js';
import { postIdSchema } from '../posts/requests.js';
import { askMessages } from './messages.js';

/**
 * Submissions (issue 6): a signed-in user's post to another blog, waiting in that blog's inbox in
 * the unapproved state until its owner publishes, queues or denies it. Text, quote and link posts
 * (typed, no uploads: a submitter's media would be theirs on someone else's blog).
 */
export const SUBMISSION_TYPES = ['text', 'quote', 'link'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** Ours: an account may submit this many posts an hour, all blogs together. */
export const SUBMISSIONS_PER_HOUR = 10;
/** Ours: a submission's title and longer fields (the composer's title limit is 250 too). */
export const SUBMISSION_TITLE_MAX_LENGTH = 250;
export const SUBMISSION_TEXT_MAX_LENGTH = 10_000;

const short = z.string().trim().max(SUBMISSION_TITLE_MAX_LENGTH, askMessages.submissionTooLong).default('');
const long = z.string().trim().max(SUBMISSION_TEXT_MAX_LENGTH, askMessages.submissionTooLong).default('');

/**
 * POST /svc/post/submit (ours; the spec names only the page, `{blog url}/submit`): the fields of the
 * type's slots by their composer names. The post rules (spec document 1 §5: 'Post body empty.',
 * 'No quote.', 'No url.', 'Not a valid URL') run on the server as on any save.
 */
export const submitSchema = z.object({
  tumblelog: z.string().min(1, messages.blogNotFound),
  type: z.enum(SUBMISSION_TYPES, { message: askMessages.submissionTypeInvalid }),
  title: short,
  body: long,
  quote: long,
  source: short,
  url: z.string().trim().max(2000, askMessages.submissionTooLong).default(''),
  caption: long,
});
export type SubmitInput = z.input<typeof submitSchema>;

export interface SubmitResponse {
  /** The submission (a post of the recipient blog, unapproved). */
  id: string;
  recipient: string;
}

/** POST /approve_submission (spec document 2 §7): publish the submission now, or add it to the queue. */
export const approveSubmissionSchema = z.object({ id: postIdSchema, queue: flag.default(false) });

export interface ApproveSubmissionResponse {
  id: string;
  state: 'published' | 'queued';
  post_url: string;
}

/** POST /deny_submission (spec document 2 §7): the submission goes away. */
export const denySubmissionSchema = z.object({ pid: postIdSchema });
