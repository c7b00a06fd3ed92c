import { REQUEST_BODY_MAX_BYTES } from '@rookery/core';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RouteOptions,
} from 'fastify';

const VERBOSE_LEVELS = new Set(['trace', 'debug', 'info']);

import { registerReadYourWrites } from './db/replica.js';
import type { AppDeps } from './deps.js';
import { accountDeletionRoutes } from './features/account-deletion/routes.js';
import { accountExportRoutes } from './features/account-export/routes.js';
import { accountRoutes, HEALTH_PATH } from './features/accounts/routes.js';
import { activityRoutes } from './features/activity/routes.js';
import { forgetLivePlacements } from './features/ads/live-placements.js';
import { adRoutes } from './features/ads/routes.js';
import { askRoutes } from './features/asks/routes.js';
import { blockRoutes } from './features/blocks/routes.js';
import { blogCardRoutes } from './features/blog-card/routes.js';
import { BlogHosts } from './features/blog-hosts/blog-hosts.js';
import { configureBlogUrls } from './features/blog-hosts/blog-urls.js';
import { hostKind, registerHostRules, rewriteForHost } from './features/blog-hosts/host-routing.js';
import { blogHostRoutes } from './features/blog-hosts/routes.js';
import { VerifiedDomains } from './features/blog-hosts/verified-domains.js';
import { blogRoutes } from './features/blogs/routes.js';
import { type ProcessNotice, ProcessNotices } from './features/cluster/process-notices.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { embedRoutes } from './features/embeds/routes.js';
import { exploreRoutes } from './features/explore/routes.js';
import { feedRoutes } from './features/feeds/feed-routes.js';
import { gifRoutes } from './features/gifs/routes.js';
import { configureImageProxy } from './features/image-proxy/proxied.js';
import { imageProxyRoutes } from './features/image-proxy/routes.js';
import { importRoutes } from './features/imports/routes.js';
import { inboxRoutes } from './features/inbox/routes.js';
import { insightRoutes } from './features/insight/routes.js';
import { likesRoutes } from './features/likes/routes.js';
import { clientLogRoutes } from './features/logging/client-log-routes.js';
import { loggingRoutes } from './features/logging/routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { messagingRoutes } from './features/messaging/routes.js';
import { adminRoutes } from './features/moderation/admin-routes.js';
import { moderationRoutes } from './features/moderation/routes.js';
import { collectRoutes } from './features/openapi/route-list.js';
import { openApiRoutes } from './features/openapi/routes.js';
import { fragmentRoutes } from './features/posts/fragment/routes.js';
import { postRoutes } from './features/posts/routes.js';
import { promoteRoutes } from './features/promote/routes.js';
import { pushRoutes } from './features/push/routes.js';
import { queueRoutes } from './features/queue/routes.js';
import { reblogRoutes } from './features/reblogs/routes.js';
import { replyRoutes } from './features/replies/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { seoRoutes } from './features/seo/routes.js';
import { embedPageRoutes } from './features/share/embed/routes.js';
import { shareRoutes } from './features/share/routes.js';
import { shellRoutes } from './features/shell/routes.js';
import { socialRoutes } from './features/social/routes.js';
import { submissionRoutes } from './features/submissions/routes.js';
import { subscriptionRoutes } from './features/subscriptions/routes.js';
import { suggestedBlogRoutes } from './features/suggested-blogs/routes.js';
import { taggedRoutes } from './features/tagged/routes.js';
import { tumblrApiRoutes } from './features/tumblr-api/routes.js';
import { registerCompression } from './http/compression.js';
import { readCookies } from './http/cookies.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerFormBody } from './http/form-body.js';
import { registerFormKeyCheck } from './http/form-key.js';
import { registerInputGuard, urlError } from './http/input-guard.js';
import { Admission, answerBusy, MAX_IN_FLIGHT_DEFAULT } from './http/load-shedding.js';
import { methodEmulation } from './http/method-emulation.js';
import { parseQuery } from './http/query-string.js';
import { securityHeaders } from './http/security-headers.js';
import { cachedSession, loadSession, SESSION_COOKIE } from './http/session.js';
import { SessionCache } from './http/session-cache.js';

export interface BuildOptions {
  /** pino logger options; false in tests. */
  logger?: boolean | object;
  /** Told of every route as it is registered: the fuzz test takes its route list from the app. */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole HTTP application over the given dependencies; start.ts listens, tests inject. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const level = typeof options.logger === 'object' ? (options.logger as { level?: string }).level : undefined;
  const domains = new VerifiedDomains(deps.db);
  await domains.start();
  const hosts = new BlogHosts(
    new URL(deps.config.publicUrl).hostname,
    deps.config.blogDomain,
    domains,
    deps.config.trustProxy !== false,
  );
  configureBlogUrls({ publicUrl: deps.config.publicUrl, blogDomain: deps.config.blogDomain, domains });
  const app = Fastify({
    logger: options.logger ?? false,
    // A blog's own host serves its pages at /, /post/{id}, ... (features/blog-hosts).
    rewriteUrl: rewriteForHost(hosts),
    trustProxy: deps.config.trustProxy,
    // JSON bodies; the post saves allow more (posts/routes.ts), uploads are multipart with their own.
    bodyLimit: REQUEST_BODY_MAX_BYTES,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQuery },
    // One line per request is noise at the default level; LOG_LEVEL=debug turns it on.
    logController: new LogController({ disableRequestLogging: level !== 'debug' }),
    // Above info a request logs only its failure, which names the request itself (error-handler.ts):
    // no per-request child logger to build on every call.
    ...(level && !VERBOSE_LEVELS.has(level)
      ? { childLoggerFactory: (logger: FastifyBaseLogger) => logger }
      : {}),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Before any route exists: the API description lists them all (features/openapi).
  const registered = collectRoutes(app);
  registerErrorHandler(app);
  registerCompression(app);
  // Set on every request by the hook below; declared with null so requests keep one shape.
  app.decorateRequest('cookies', null as unknown as Record<string, string | undefined>);
  await registerFormBody(app);
  app.decorateRequest('session', null);
  // What this process keeps in memory, and hears of from the others (features/cluster).
  const notices = new ProcessNotices(deps.db);
  app.decorate('processNotices', notices);
  const announce = (notice: ProcessNotice) =>
    void notices.announce(notice).catch((err) => app.log.warn({ err }, 'process notice failed'));
  app.decorate('sessionCache', new SessionCache(announce));
  notices.on('session', (n) => n.kind === 'session' && app.sessionCache.forgetHere(n.id));
  notices.on('user-sessions', (n) => n.kind === 'user-sessions' && app.sessionCache.forgetUserHere(n.id));
  notices.on('domains', () => void domains.refresh().catch(() => undefined));
  notices.on('ad-placements', () => forgetLivePlacements(deps.db));
  notices.onResync(() => {
    app.sessionCache.clear();
    void domains.refresh().catch(() => undefined);
    forgetLivePlacements(deps.db);
  });
  const setSecurityHeaders = securityHeaders(deps.config.publicUrl);
  const admission = new Admission(deps.config.maxInFlight ?? MAX_IN_FLIGHT_DEFAULT, app.log);
  app.decorate('admission', admission);
  // Every request's one hook: a slot (load shedding), security headers, cookies, the session.
  // Callback style, so the common case (no cookie, or a cached session) costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    // Not counted: the health check (busy is not broken) and the client's built files (read from
    // disk, nothing waits on the database; refused, a page admitted a moment before would not start).
    const counted = request.url !== HEALTH_PATH && !request.url.startsWith('/assets/');
    const busy = counted ? admission.admit(reply.raw) : null;
    if (busy) return answerBusy(request, reply, busy, done);
    const badUrl = urlError(request.url);
    if (badUrl) return done(badUrl);
    request.cookies = readCookies(request.headers.cookie);
    // A blog's host is read as a visitor, whatever cookie came (features/blog-hosts).
    if (hostKind(request).kind === 'blog') delete request.cookies[SESSION_COOKIE];
    const known = cachedSession(request);
    if (known !== undefined) {
      request.session = known;
      return done();
    }
    loadSession(deps.db, request).then((session) => {
      request.session = session;
      done();
    }, done);
  });
  registerHostRules(app, domains, deps.config.publicUrl);
  app.addHook('onClose', async () => domains.stop());
  app.decorate('blogDomains', domains);
  registerReadYourWrites(app, deps);
  registerInputGuard(app);
  registerFormKeyCheck(app, deps.config.sessionSecret);
  configureImageProxy(deps.config.sessionSecret, deps.config.publicUrl);
  const emulation = methodEmulation(app);

  accountRoutes(app, deps);
  accountExportRoutes(app, deps);
  accountDeletionRoutes(app, deps);
  blogRoutes(app, deps);
  blogHostRoutes(app, deps);
  await mediaRoutes(app, deps);
  await importRoutes(app, deps);
  postRoutes(app, deps);
  dashboardRoutes(app, deps);
  taggedRoutes(app, deps);
  searchRoutes(app, deps);
  gifRoutes(app, deps);
  embedRoutes(app, deps);
  imageProxyRoutes(app, deps);
  exploreRoutes(app, deps);
  likesRoutes(app, deps);
  reblogRoutes(app, deps);
  replyRoutes(app, deps);
  promoteRoutes(app, deps);
  socialRoutes(app, deps);
  subscriptionRoutes(app, deps);
  blockRoutes(app, deps);
  suggestedBlogRoutes(app, deps);
  blogCardRoutes(app, deps);
  queueRoutes(app, deps);
  fragmentRoutes(app, deps);
  askRoutes(app, deps);
  submissionRoutes(app, deps);
  inboxRoutes(app, deps);
  activityRoutes(app, deps);
  pushRoutes(app, deps);
  loggingRoutes(app, deps);
  await clientLogRoutes(app, deps);
  await messagingRoutes(app, deps);
  moderationRoutes(app, deps);
  adminRoutes(app, deps);
  reportRoutes(app, deps);
  seoRoutes(app, deps);
  feedRoutes(app, deps);
  insightRoutes(app, deps);
  adRoutes(app, deps);
  shareRoutes(app, deps);
  embedPageRoutes(app, deps);
  await tumblrApiRoutes(app, deps);
  openApiRoutes(app, deps, registered);
  emulation.install();
  await shellRoutes(app, deps);
  return app;
}
