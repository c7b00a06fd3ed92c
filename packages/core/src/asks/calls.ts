import { z } from 'zod';
import { flag } from '../form-values.js';
import { messages } from '../messages.js';
import { postIdSchema } from '../posts/requests.js';
import { askMessages } from './messages.js';

/**
 * POST /svc/post/ask (spec document 2 §7): the current blog asks `recipient`. The question is
 * checked by askQuestionProblem after cleanQuestion, so its messages are the spec's, not zod's.
 */
export const askSchema = z.object({
  recipient: z.string().min(1, messages.blogNotFound),
  anonymous: flag.default(false),
  question: z.string().default(''),
});
export type AskInput = z.input<typeof askSchema>;

export interface AskResponse {
  recipient: string;
  anonymous: boolean;
}

/** An ask's id: asks have their own ids (bigint, as strings), checked like post ids. */
const askIdSchema = postIdSchema;

/** Ours: answers are long enough for any reply, short enough to stay an answer. */
export const ANSWER_MAX_LENGTH = 10_000;

/**
 * POST /answer (spec document 2 §7): `post_id` is the ask, `key` the ask's own key (from the
 * inbox, so ids alone cannot be walked), `tumblelog` the blog that was asked. The answer text is
 * plain text; blank lines part paragraphs.
 */
export const answerSchema = z.object({
  post_id: askIdSchema,
  tumblelog: z.string().min(1, messages.blogNotFound),
  key: z.string().min(1, askMessages.askNotFound),
  answer_text: z
    .string()
    .trim()
    .min(1, askMessages.answerEmpty)
    .max(ANSWER_MAX_LENGTH, askMessages.answerTooLong),
});
export type AnswerInput = z.input<typeof answerSchema>;

export interface AnswerResponse {
  /** The answer post. */
  id: string;
  post_url: string;
}

/** POST /svc/ask/delete (ours): the recipient drops an ask without answering it. */
export const deleteAskSchema = z.object({
  id: askIdSchema,
  tumblelog: z.string().min(1, messages.blogNotFound),
});
