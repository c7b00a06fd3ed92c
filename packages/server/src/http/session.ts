import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_TTL_MS } from '@rookery/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { clearCookie, setCookie } from './cookies.js';
import { AuthRequiredError } from './errors.js';
import type { SessionCache } from './session-cache.js';
import { newToken, tokenDigest } from './token-digest.js';

/**
 * Sessions live in PostgreSQL behind an httpOnly, SameSite=Lax cookie holding a random token; the
 * table keeps only the token's hash, so a leaked table cannot be replayed. Logged-out visitors get a
 * random visitor cookie instead, and their form key is an HMAC of it — no row per crawler.
 */
export const SESSION_COOKIE = 'rk_session';
export const VISITOR_COOKIE = 'rk_visitor';

export interface SessionInfo {
  id: string;
  userId: string;
  formKey: string;
  currentBlogId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

export interface SessionOptions {
  secret: string;
  secure: boolean;
}

/** Only touch last_seen_at this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The request's session when it can be told without the database: none (no cookie) or a cached
 * one. Undefined when the database must be asked (loadSession).
 */
export function cachedSession(request: FastifyRequest): SessionInfo | null | undefined {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  return request.server.sessionCache.get(token);
}

export async function loadSession(db: Db, request: FastifyRequest): Promise<SessionInfo | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const cache = request.server.sessionCache;
  const cached = cache.get(token);
  if (cached) return cached;
  const id = tokenDigest(token);
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'form_key', 'current_blog_id', 'last_seen_at', 'expires_at'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  let expiresAt = row.expires_at;
  if (Date.now() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(), expires_at: expiresAt })
      .where('id', '=', row.id)
      .execute();
  }
  const info = { id: row.id, userId: row.user_id, formKey: row.form_key, currentBlogId: row.current_blog_id };
  cache.set(token, info, expiresAt);
  return info;
}

export async function startSession(
  db: Db,
  reply: FastifyReply,
  options: SessionOptions,
  userId: string,
  currentBlogId: string | null,
): Promise<SessionInfo> {
  const token = newToken();
  const info: SessionInfo = {
    id: tokenDigest(token),
    userId,
    formKey: newToken().slice(0, 24),
    currentBlogId,
  };
  await db
    .insertInto('sessions')
    .values({
      id: info.id,
      user_id: userId,
      form_key: info.formKey,
      current_blog_id: currentBlogId,
      ip: reply.request.ip,
      user_agent: reply.request.headers['user-agent']?.slice(0, 300) ?? null,
      expires_at: new Date(Date.now() + SESSION_TTL_MS),
    })
    .execute();
  setCookie(reply, SESSION_COOKIE, token, { secure: options.secure, maxAge: SESSION_TTL_MS / 1000 });
  reply.request.session = info;
  return info;
}

export async function endSession(db: Db, reply: FastifyReply): Promise<void> {
  const session = reply.request.session;
  if (session) {
    reply.server.sessionCache.forget(session.id);
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
  }
  clearCookie(reply, SESSION_COOKIE);
  reply.request.session = null;
}

/** The visitor id of a logged-out browser, created on first sight. */
export function ensureVisitor(request: FastifyRequest, reply: FastifyReply, options: SessionOptions): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{20,64}$/.test(existing)) return existing;
  const id = newToken();
  setCookie(reply, VISITOR_COOKIE, id, { secure: options.secure, maxAge: 365 * 24 * 3600 });
  request.cookies[VISITOR_COOKIE] = id;
  return id;
}

function visitorFormKey(secret: string, visitor: string): string {
  return createHmac('sha256', secret).update(`form-key:${visitor}`).digest('base64url').slice(0, 24);
}

/** The form key this request must carry to change anything, or null when it has none yet. */
export function expectedFormKey(request: FastifyRequest, secret: string): string | null {
  if (request.session) return request.session.formKey;
  const visitor = request.cookies[VISITOR_COOKIE];
  return visitor ? visitorFormKey(secret, visitor) : null;
}

/** The form key to hand to the page: the session's, or the visitor's (creating the visitor). */
export function formKeyForPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SessionOptions,
): string {
  if (request.session) return request.session.formKey;
  return visitorFormKey(options.secret, ensureVisitor(request, reply, options));
}

export function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function requireSession(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new AuthRequiredError();
  return request.session;
}

export function sessionOptionsFrom(config: { sessionSecret: string; publicUrl: string }): SessionOptions {
  return { secret: config.sessionSecret, secure: config.publicUrl.startsWith('https:') };
}
