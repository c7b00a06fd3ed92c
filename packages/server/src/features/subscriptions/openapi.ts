import { blogSubscriptionSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { namedBlog } from '../openapi/path-params.js';

const PATH = '/svc/blog/:name/subscription';

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
      params: namedBlog,
      body: blogSubscriptionSchema,
    },
    {
      method: 'DELETE',
      path: PATH,
      summary: 'End the subscription',
      access: 'member',
      params: namedBlog,
      body: blogSubscriptionSchema,
    },
  ],
};
