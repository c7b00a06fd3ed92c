import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { setCookie } from '../http/cookies.js';
import type { Db } from './database.js';

/**
 * A read replica (DATABASE_REPLICA_URL, issue 22) takes the list reads — dashboard, blog pages,
 * tags, search, explore — off the primary. A replica is a moment behind, so a browser that has
 * just written reads from the primary for READ_YOUR_WRITES_S: a write answered to a signed-in
 * browser sets a cookie that says so, which any server process honours (nothing in memory).
 */
export const RECENT_WRITE_COOKIE = 'rk_recent_write';
export const READ_YOUR_WRITES_S = 5;

/** Where this request's list reads go: the replica, unless there is none or the browser just wrote. */
export function listReads({ db, replica }: AppDeps, request: FastifyRequest): Db {
  return replica && request.cookies[RECENT_WRITE_COOKIE] === undefined ? replica : db;
}

/** Marks the browsers that just wrote (only when there is a replica to read around). */
export function registerReadYourWrites(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.replica) return;
  const secure = deps.config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write && request.session && reply.statusCode < 400)
      setCookie(reply, RECENT_WRITE_COOKIE, '1', { secure, maxAge: READ_YOUR_WRITES_S });
  });
}
