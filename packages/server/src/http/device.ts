import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCookie } from './cookies.js';
import { type SessionOptions, sameKey } from './session.js';

/**
 * The known-device cookie: a browser that signed in to an account gets a random device id and an
 * HMAC of it with the account's id, so a later login from it can be told from a stranger's and is
 * spared the budgets strangers spend (accounts/login-throttle.ts). It holds one account: the last
 * one the browser signed in to.
 */
export const DEVICE_COOKIE = 'rk_device';
const DEVICE_TTL_S = 365 * 24 * 3600;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const signature = (secret: string, deviceId: string, userId: string) =>
  createHmac('sha256', secret).update(`device:${deviceId}:${userId}`).digest('base64url');

/** The device id the cookie proves for `userId`, or null (no cookie, another account's, forged). */
export function knownDevice(secret: string, cookie: string | undefined, userId: string): string | null {
  const [deviceId = '', sig = ''] = (cookie ?? '').split('.');
  if (!ID_PATTERN.test(deviceId)) return null;
  return sameKey(sig, signature(secret, deviceId, userId)) ? deviceId : null;
}

/** Marks this browser as known to `userId`, keeping its device id when it has one. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SessionOptions,
  userId: string,
): void {
  const current = request.cookies[DEVICE_COOKIE]?.split('.')[0] ?? '';
  const deviceId = ID_PATTERN.test(current) ? current : randomBytes(16).toString('base64url');
  const value = `${deviceId}.${signature(options.secret, deviceId, userId)}`;
  setCookie(reply, DEVICE_COOKIE, value, { secure: options.secure, maxAge: DEVICE_TTL_S });
}
