import { approveSubmissionSchema, denySubmissionSchema, submitSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Submissions (submissions/routes.ts). */
export const submissionCalls: FeatureCalls = {
  tag: 'submissions',
  about: 'Submitting a post to a blog, and its owner approving or denying it.',
  calls: [
    {
      method: 'POST',
      path: '/svc/post/submit',
      summary: 'Submit a post to a blog that takes submissions',
      access: 'member',
      body: submitSchema,
    },
    {
      method: 'POST',
      path: '/approve_submission',
      summary: 'Approve a submission to your blog: publish or queue it',
      access: 'member',
      body: approveSubmissionSchema,
    },
    {
      method: 'POST',
      path: '/deny_submission',
      summary: 'Deny a submission to your blog',
      access: 'member',
      body: denySubmissionSchema,
    },
  ],
};
