import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, read once in the app's onRequest hook (app.ts). */
    cookies: Record<string, string | undefined>;
  }
}

/**
 * Our cookies (session, visitor, known device), read and written with the `cookie` module directly
 * rather than through a plugin: the plugin's onSend hook ran on every answer, and we set cookies on
 * a few.
 */
export function readCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

export interface CookieOptions {
  maxAge: number;
  secure: boolean;
  /** A setting the page itself reads (share_popover_reply_to): not httpOnly. Holds nothing secret. */
  readable?: boolean;
}

/**
 * Adds a Set-Cookie header, replacing one set earlier in the same answer for the same cookie (a
 * login ends the old session, then starts one): a client that keeps both would send the stale one.
 */
function putCookie(reply: FastifyReply, name: string, header: string): void {
  const current = reply.getHeader('set-cookie');
  const kept = (Array.isArray(current) ? current : current ? [String(current)] : []).filter(
    (c) => !c.startsWith(`${name}=`),
  );
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...kept, header]);
}

/** Sets an httpOnly, SameSite=Lax cookie for the whole site. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  putCookie(
    reply,
    name,
    stringifySetCookie({
      name,
      value,
      path: '/',
      httpOnly: !options.readable,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: options.maxAge,
    }),
  );
}

export function clearCookie(reply: FastifyReply, name: string): void {
  putCookie(reply, name, stringifySetCookie({ name, value: '', path: '/', expires: new Date(0), maxAge: 0 }));
}
