import multipart from '@fastify/multipart';
import {
  conversationsQuerySchema,
  deleteConversationSchema,
  flagConversationSchema,
  MESSAGE_IMAGE_MAX_BYTES,
  messagesQuerySchema,
  onlineStatusQuerySchema,
  participantInfoQuerySchema,
  participantSuggestionsQuerySchema,
  readConversationSchema,
  sendMessageSchema,
  userCountsQuerySchema,
} from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { deleteConversation } from './delete.js';
import { flagConversation } from './flag.js';
import { listConversations } from './inbox.js';
import { listMessages } from './list-messages.js';
import { onlineStatus } from './online-status.js';
import { participantInfo } from './participant-info.js';
import { markRead } from './read.js';
import { multipartCutoff, receiveMessage } from './receive-message.js';
import { sendMessage } from './send.js';
import { participantSuggestions } from './suggestions.js';

/** Every call of messaging (spec document 3 §7) and the mark-as-read we name. */
export async function messagingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const userOf = (request: FastifyRequest) => requireSession(request).userId;
  /** A DELETE's fields come in the query (spec §7), or in the body of an emulated one. */
  const queryAndBody = (request: FastifyRequest) => ({
    ...(request.query as object),
    ...((request.body as object | undefined) ?? {}),
  });

  app.get('/svc/user/counts', async (request) => {
    const session = requireSession(request);
    parse(userCountsQuerySchema, request.query);
    // From the push hub's memory while no notice said they changed (push/counts-cache.ts): every
    // open page asks for these every minute, and a database read each time cost 10x a trivial call.
    return ok(await app.push.unreadCounts(session.userId));
  });

  app.get('/svc/onlinestatus', async (request) =>
    ok(await onlineStatus(deps.db, userOf(request), parse(onlineStatusQuerySchema, request.query))),
  );

  app.get('/svc/conversations', async (request) =>
    ok(await listConversations(deps, userOf(request), parse(conversationsQuerySchema, request.query))),
  );

  app.get('/svc/conversations/messages', async (request) =>
    ok(await listMessages(deps, userOf(request), parse(messagesQuerySchema, request.query))),
  );

  app.delete('/svc/conversations/messages', async (request) =>
    ok(
      await deleteConversation(deps, userOf(request), parse(deleteConversationSchema, queryAndBody(request))),
    ),
  );

  // Multipart (an image message) is read only here; its form key comes in the X-Form-Key header.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: multipartCutoff(deps.config.messagingImageMaxBytes),
        files: 1,
        fields: 12,
        parts: 14,
      },
    });
    scope.post('/svc/conversations/messages', async (request) => {
      const userId = userOf(request);
      const limit = deps.config.messagingImageMaxBytes ?? MESSAGE_IMAGE_MAX_BYTES;
      const { fields, file } = await receiveMessage(request, limit);
      const input = parse(sendMessageSchema, fields);
      await assertWithinLimit(deps, 'message', actorOf(request));
      return ok(await sendMessage(deps, userId, input, file));
    });
  });

  app.post('/svc/conversations/flag', async (request) =>
    ok(await flagConversation(deps, userOf(request), parse(flagConversationSchema, request.body))),
  );

  app.post('/svc/conversations/read', async (request) =>
    ok(await markRead(deps, userOf(request), parse(readConversationSchema, request.body))),
  );

  app.get('/svc/conversations/participant_info', async (request) =>
    ok(await participantInfo(deps.db, userOf(request), parse(participantInfoQuerySchema, request.query))),
  );

  app.get('/svc/conversations/participant_suggestions', async (request) =>
    ok(
      await participantSuggestions(
        deps.db,
        userOf(request),
        parse(participantSuggestionsQuerySchema, request.query),
      ),
    ),
  );
}
