import type { FeatureCalls } from '../openapi/call-description.js';

/** Push (push/routes.ts). */
export const pushCalls: FeatureCalls = {
  tag: 'push',
  about: 'Events as they happen, over Server-Sent Events.',
  calls: [
    {
      method: 'GET',
      path: '/svc/push',
      summary: 'Your events as they happen: unread counts, new messages, new posts',
      description:
        'A Server-Sent Events stream, one per tab: each event is `event: <type>` with its JSON as `data:`. It starts with the unread counts; nothing is replayed after a reconnect.',
      access: 'member',
      answers: { 'text/event-stream': 'The stream.' },
    },
  ],
};
