import {
  conversationsQuerySchema,
  deleteConversationSchema,
  flagConversationSchema,
  messagesQuerySchema,
  onlineStatusQuerySchema,
  participantInfoQuerySchema,
  participantSuggestionsQuerySchema,
  readConversationSchema,
  sendMessageSchema,
  userCountsQuerySchema,
} from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Messaging (messaging/routes.ts, spec document 3 §7). */
export const messagingCalls: FeatureCalls = {
  tag: 'messaging',
  about: 'Conversations between blogs: listing, reading, sending, flagging and leaving them.',
  calls: [
    {
      method: 'GET',
      path: '/svc/user/counts',
      summary: 'Unread counts: messages and more',
      access: 'member',
      query: userCountsQuerySchema,
    },
    {
      method: 'GET',
      path: '/svc/onlinestatus',
      summary: 'Which of these participants are online',
      access: 'member',
      query: onlineStatusQuerySchema,
    },
    {
      method: 'GET',
      path: '/svc/conversations',
      summary: "A blog's conversations, latest first",
      access: 'member',
      query: conversationsQuerySchema,
    },
    {
      method: 'GET',
      path: '/svc/conversations/messages',
      summary: "A conversation's messages, a page at a time",
      access: 'member',
      query: messagesQuerySchema,
    },
    {
      method: 'DELETE',
      path: '/svc/conversations/messages',
      summary: "Leave a conversation: it is gone from your blog's list",
      description: 'The fields come in the query, or in the body of an emulated DELETE.',
      access: 'member',
      query: deleteConversationSchema,
    },
    {
      method: 'POST',
      path: '/svc/conversations/messages',
      summary: 'Send a message: text, a post, a sticker or an image',
      description:
        'Starts a conversation when `participants` are named instead of a `conversation_id`. An image message is multipart, its file in `data`, with the form key in the `X-Form-Key` header.',
      access: 'member',
      body: sendMessageSchema.safeExtend({
        data: z.file().optional().describe('An image (multipart only).'),
      }),
      encodings: ['json', 'form', 'multipart'],
    },
    {
      method: 'POST',
      path: '/svc/conversations/flag',
      summary: 'Mark a conversation as spam, or show its blurred images',
      access: 'member',
      body: flagConversationSchema,
    },
    {
      method: 'POST',
      path: '/svc/conversations/read',
      summary: 'Mark a conversation read',
      access: 'member',
      body: readConversationSchema,
    },
    {
      method: 'GET',
      path: '/svc/conversations/participant_info',
      summary: 'Whether a blog can be messaged, and its card',
      access: 'member',
      query: participantInfoQuerySchema,
    },
    {
      method: 'GET',
      path: '/svc/conversations/participant_suggestions',
      summary: 'Blogs to message: matches for what is typed',
      access: 'member',
      query: participantSuggestionsQuerySchema,
    },
  ],
};
