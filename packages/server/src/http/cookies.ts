import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, read once in the app's onRequest hook (app.ts). */
    cookies: Record<string, string | undefined>;
  }
}

/**
 * Our two cookies, read and written with the `cookie` module directly rather than through a
 * plugin: the plugin's onSend hook ran on every answer, and we set at most two cookies on a few.
 */
export function readCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

export interface CookieOptions {
  maxAge: number;
  secure: boolean;
}

/** Sets an httpOnly, SameSite=Lax cookie for the whole site; Fastify appends each Set-Cookie. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name,
      value,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: options.maxAge,
    }),
  );
}

export function clearCookie(reply: FastifyReply, name: string): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({ name, value: '', path: '/', expires: new Date(0), maxAge: 0 }),
  );
}
