import { answerSchema, askSchema, deleteAskSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Asks (asks/routes.ts). */
export const askCalls: FeatureCalls = {
  tag: 'asks',
  about: 'Asking a blog a question, and the blog answering or dropping it.',
  calls: [
    {
      method: 'POST',
      path: '/svc/post/ask',
      summary: 'Ask a blog a question, by name or anonymously where the blog allows it',
      access: 'member',
      body: askSchema,
    },
    {
      method: 'POST',
      path: '/answer',
      summary: 'Answer an ask of your blog: publish, queue or keep as a draft',
      access: 'member',
      body: answerSchema,
    },
    {
      method: 'POST',
      path: '/svc/ask/delete',
      summary: 'Delete an ask of your blog unanswered',
      access: 'member',
      body: deleteAskSchema,
    },
  ],
};
