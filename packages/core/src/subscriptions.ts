import { z } from 'zod';

/**
 * POST / DELETE /svc/blog/{name}/subscription (spec document 1 §7): the current blog subscribes to
 * a blog it follows, and is told (activity 'new_post') each time that blog publishes.
 */
export const blogSubscriptionSchema = z.object({ source: z.string().max(100).optional() });
export type BlogSubscriptionInput = z.input<typeof blogSubscriptionSchema>;

export interface BlogSubscriptionResponse {
  tumblelog: string;
  is_subscribed: boolean;
}
