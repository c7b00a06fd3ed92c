import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { requireSession } from '../../http/session.js';
import { followersAmong } from '../dashboard/dashboard-news.js';
import { unreadCounts } from '../messaging/counts.js';
import { PushHub } from './hub.js';

/**
 * GET /svc/push (ours): a signed-in user's Server-Sent Events stream, one per browser tab. Each
 * PushEvent (core) is `event: <type>` with its JSON as `data:`; a comment every 25 s keeps idle
 * connections open through proxies. The hub starts with the app (its LISTEN connection is up
 * before the app answers) and ends every stream before the HTTP server closes, which it could not
 * do with streams open. Events are not replayed after a reconnect (no `id:` lines): a stream
 * starts with the user's counts, and pages refetch what they show when those change.
 */
export function pushRoutes(app: FastifyInstance, deps: AppDeps): void {
  const hub = new PushHub({
    connectionString: deps.databaseUrl,
    loadCounts: (userId) => unreadCounts(deps.db, userId),
    followersAmong: (blogIds, userIds) => followersAmong(deps.db, blogIds, userIds),
    log: app.log,
    onProcessNotice: (notice) => app.processNotices.receive(notice),
    onProcessResync: () => app.processNotices.resync(),
  });
  app.decorate('push', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', (done) => {
    hub.closeStreams();
    done();
  });
  app.addHook('onClose', () => hub.stop());

  app.get('/svc/push', (request, reply) => {
    const session = requireSession(request);
    const stream = hub.open(session.userId);
    // A stream is held open while the tab is, not work waiting: it gives back its request slot.
    app.admission.release(reply.raw);
    // no-transform: no proxy may compress or rewrite it (compression buffers); X-Accel-Buffering
    // turns nginx's response buffering off for it. Connection: close, so a stream ended by a
    // shutdown takes its socket along rather than leaving a keep-alive one for the server to wait on.
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .header('connection', 'close')
      .send(stream.body);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's push streams (features/push). */
    push: PushHub;
  }
}
