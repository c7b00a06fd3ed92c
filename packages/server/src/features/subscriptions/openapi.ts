import { blogSubscriptionSchema } from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';

const PATH = '/svc/blog/:name/subscription';
const named = z.object({ name: z.string().describe("The blog's name.") });

/** Blog subscriptions (subscriptions/routes.ts). */
export const subscriptionCalls: FeatureCalls = {
  tag: 'subscriptions',
  about: "Being told of a blog's every new post.",
  calls: [
    {
      method: 'POST',
      path: PATH,
      summary: "Subscribe to a blog's posts",
      access: 'member',
      params: named,
      body: blogSubscriptionSchema,
    },
    {
      method: 'DELETE',
      path: PATH,
      summary: 'End the subscription',
      access: 'member',
      params: named,
      body: blogSubscriptionSchema,
    },
  ],
};
