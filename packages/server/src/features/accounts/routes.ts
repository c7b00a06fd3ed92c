import {
  accountSettingsSchema,
  blogRefSchema,
  changePasswordSchema,
  type DoneResponse,
  loginSchema,
  type MessageResponse,
  messages,
  type PingResponse,
  passwordResetConfirmSchema,
  passwordResetSchema,
  registerSchema,
  type SignedInResponse,
  type SignedOutResponse,
  type TfaRequiredResponse,
  tfaLoginSchema,
  type UserResponse,
  type VerifyResponse,
  verifySchema,
} from '@rookery/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseAnswers } from '../../db/health.js';
import type { AppDeps } from '../../deps.js';
import { DEVICE_COOKIE, rememberDevice } from '../../http/device.js';
import { ok } from '../../http/envelope.js';
import { AuthRequiredError, UnavailableError } from '../../http/errors.js';
import {
  endSession,
  formKeyForPage,
  requireSession,
  sessionOptionsFrom,
  startSession,
} from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import {
  changePassword,
  confirmPasswordReset,
  login,
  register,
  requestPasswordReset,
  type SignedIn,
  sendVerification,
  updateAccountSettings,
  verifyEmail,
} from './accounts.js';
import { bootstrapFor } from './bootstrap.js';
import { loadCurrentUser } from './current-user.js';
import { sessionRoutes } from './sessions/routes.js';
import { issueLoginChallenge } from './two-factor/login-challenge.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import { completeTwoFactorLogin } from './two-factor/two-factor-login.js';

/** The ping's answer, declared so Fastify serialises it with a compiled writer (it is called often). */
const PING_SCHEMA = {
  type: 'object',
  properties: {
    meta: { type: 'object', properties: { status: { type: 'integer' }, msg: { type: 'string' } } },
    response: { type: 'object', properties: { signed_in: { type: 'boolean' } } },
    errors: { type: 'array', maxItems: 0 },
  },
} as const;

/** The load balancer's check (below); answered even when the process refuses other requests as busy. */
export const HEALTH_PATH = '/svc/health';

export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const sessionOptions = sessionOptionsFrom(deps.config);

  /**
   * A new session replaces any old one (no fixation); the page gets the new session's form key. The
   * browser is known to the account from now on (http/device.ts).
   */
  async function signIn(reply: FastifyReply, signedIn: SignedIn) {
    await endSession(db, reply);
    rememberDevice(reply.request, reply, sessionOptions, signedIn.userId);
    const session = await startSession(db, reply, sessionOptions, signedIn.userId, signedIn.blogId || null);
    return ok<SignedInResponse>({ user: await loadCurrentUser(db, session), form_key: session.formKey });
  }

  async function currentUser(request: FastifyRequest) {
    const user = await loadCurrentUser(db, requireSession(request));
    if (!user) throw new AuthRequiredError();
    return user;
  }

  twoFactorRoutes(app, deps);
  sessionRoutes(app, deps);

  const mailLater = (request: FastifyRequest, work: Promise<void>) =>
    work.catch((err) => request.log.error({ err }, 'could not send mail'));

  app.get('/svc/account/session', async (request, reply) => ok(await bootstrapFor(deps, request, reply)));

  /** Is the server up, and is this browser signed in? For health checks and for a client waking up. */
  app.get('/svc/ping', { schema: { response: { 200: PING_SCHEMA } } }, async (request) =>
    ok<PingResponse>({ signed_in: request.session !== null }),
  );

  /**
   * Can this process serve: does its database answer (and its replica, when it has one)? For a
   * load balancer's active checks: /svc/ping says only that the process is up, and a process whose
   * database is gone answers every page with an error. 503 with Retry-After when not.
   */
  app.get(HEALTH_PATH, async (_request, reply) => {
    const answering = await Promise.all(
      [deps.db, deps.replica].filter((db) => db !== undefined).map((db) => databaseAnswers(db)),
    );
    if (answering.includes(false)) {
      reply.header('retry-after', '5');
      throw new UnavailableError(messages.databaseUnavailable);
    }
    return ok({ database: 'ok' });
  });

  app.post('/svc/account/register', async (request, reply) => {
    const input = parse(registerSchema, request.body);
    await assertWithinLimit(deps, 'signUp', actorOf(request));
    const signedIn = await register(deps, input);
    await mailLater(request, sendVerification(deps, signedIn.userId));
    return signIn(reply, signedIn);
  });

  app.post('/svc/account/login', async (request, reply) => {
    const accepted = await login(deps, parse(loginSchema, request.body), {
      address: request.ip,
      deviceCookie: request.cookies[DEVICE_COOKIE],
    });
    if (accepted.twoFactor) {
      return ok<TfaRequiredResponse>({
        tfa_required: true,
        challenge: await issueLoginChallenge(db, accepted.userId),
      });
    }
    return signIn(reply, accepted);
  });

  /** The login's second step (two-factor sign-in): the challenge and a code. */
  app.post('/svc/account/login/tfa', async (request, reply) =>
    signIn(reply, await completeTwoFactorLogin(deps, parse(tfaLoginSchema, request.body))),
  );

  app.post('/svc/account/logout', async (request, reply) => {
    await endSession(db, reply);
    return ok<SignedOutResponse>({ form_key: formKeyForPage(request, reply, sessionOptions) });
  });

  app.post('/svc/account/verify', async (request) => {
    const { token } = parse(verifySchema, request.body);
    const userId = await verifyEmail(deps, token);
    const session = request.session?.userId === userId ? request.session : null;
    return ok<VerifyResponse>({ verified: true, user: session ? await loadCurrentUser(db, session) : null });
  });

  app.post('/svc/account/verify/resend', async (request) => {
    const { userId } = requireSession(request);
    await assertWithinLimit(deps, 'verifyMail', actorOf(request));
    await sendVerification(deps, userId);
    return ok<DoneResponse>({ done: true });
  });

  app.post('/svc/account/password_reset', async (request) => {
    const { email } = parse(passwordResetSchema, request.body);
    // Counted per address asked for, known or not: a refusal tells nothing about accounts.
    await assertWithinLimit(deps, 'resetMail', { ...actorOf(request), target: email });
    await mailLater(request, requestPasswordReset(deps, email));
    return ok<MessageResponse>({ message: messages.resetSent });
  });

  app.post('/svc/account/password_reset/confirm', async (request, reply) => {
    const { token, password } = parse(passwordResetConfirmSchema, request.body);
    const signedIn = await confirmPasswordReset(deps, token, password);
    // Every session of the account ended with the reset.
    app.sessionCache.forgetUser(signedIn.userId);
    return signIn(reply, signedIn);
  });

  app.post('/svc/account/settings', async (request) => {
    const session = requireSession(request);
    const input = parse(accountSettingsSchema, request.body);
    await updateAccountSettings(deps, session.userId, input);
    // The readers of every session (features/posts/pipeline/viewer.ts) carry safe mode: read again.
    if (input.safe_mode !== undefined) app.sessionCache.forgetUser(session.userId);
    return ok<UserResponse>({ user: await currentUser(request) });
  });

  app.post('/svc/account/password', async (request) => {
    const session = requireSession(request);
    await changePassword(deps, session.userId, session.id, parse(changePasswordSchema, request.body));
    // The other sessions ended; this one is read again on its next request.
    app.sessionCache.forgetUser(session.userId);
    return ok<DoneResponse>({ done: true });
  });

  app.post('/svc/account/current_blog', async (request) => {
    const session = requireSession(request);
    const blog = await requireOwnedBlog(db, session.userId, parse(blogRefSchema, request.body).tumblelog);
    await db.updateTable('sessions').set({ current_blog_id: blog.id }).where('id', '=', session.id).execute();
    // The request's session is the cached one: the switch holds for this process's next requests.
    session.currentBlogId = blog.id;
    return ok<UserResponse>({ user: await currentUser(request) });
  });

  app.post('/svc/account/primary_blog', async (request) => {
    const session = requireSession(request);
    const blog = await requireOwnedBlog(db, session.userId, parse(blogRefSchema, request.body).tumblelog);
    await db
      .updateTable('users')
      .set({ primary_blog_id: blog.id })
      .where('id', '=', session.userId)
      .execute();
    return ok<UserResponse>({ user: await currentUser(request) });
  });
}
