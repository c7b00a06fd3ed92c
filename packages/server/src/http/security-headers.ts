import { EMBED_PROVIDERS } from '@rookery/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conservative defaults for every answer. Scripts only from our own origin (the bootstrap data is a
 * JSON script element, which is not executed; zod runs jitless, so no `eval` is asked for);
 * images may come from elsewhere, frames only from the embed providers (core editor/embeds.ts),
 * a second guard behind the sanitizer's.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  `frame-src 'self' ${EMBED_PROVIDERS.flatMap((p) => p.hosts.map((host) => `https://${host}`)).join(' ')}`,
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Powerful features pages never use are off for us and for every frame we embed; the camera and
 * microphone stay ours, for recording a video or audio post in the browser.
 */
const PERMISSIONS = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/** Half a year; not for subdomains, which an operator may serve otherwise. */
const HSTS = 'max-age=15552000';

/** Calls answer JSON under these prefixes (the post fragment, HTML, sets its own policy). */
const CALLS = '/svc/';
/** The Tumblr-compatible API (features/tumblr-api). */
const API_CALLS = '/v2/';

/**
 * The headers every answer starts with, set when the request arrives (in the session's hook,
 * app.ts) so no answer pays for a hook of its own; a route may still replace one (cache-control).
 * - nosniff, the referrer policy and the permissions policy on everything;
 * - HSTS when the site is served over https;
 * - the calls' JSON is personal (the form key, one's drafts and messages): never stored by a cache;
 * - pages, their assets and media get the content security policy, and the opener policy that
 *   keeps another site's window from reaching ours (popups we open, to share, keep working).
 */
/** A call (ours, or the Tumblr-compatible API's) rather than a page, an asset or media. */
export const isCall = (url: string): boolean => url.startsWith(CALLS) || url.startsWith(API_CALLS);

export function securityHeaders(publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  return function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS);
    if (https) reply.header('strict-transport-security', HSTS);
    if (isCall(request.url)) {
      reply.header('cache-control', 'no-store');
    } else {
      setContentSecurityPolicy(reply);
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    }
  };
}

export function setContentSecurityPolicy(reply: FastifyReply): void {
  reply.header('content-security-policy', CSP);
}
