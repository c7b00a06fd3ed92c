import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conservative defaults for every answer. Scripts only from our own origin (the bootstrap data is a
 * JSON script element, which is not executed); images and embeds may come from elsewhere.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "frame-src 'self' https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Calls answer JSON under this prefix (the post fragment, HTML, sets its own policy). */
const CALLS = '/svc/';

/**
 * nosniff and the referrer policy on every answer; the content security policy on everything but
 * the JSON calls (pages, their assets and media: what a browser may run or show as a document).
 * Set when the request arrives, in the session's hook (app.ts), so no answer pays for a hook of
 * its own.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (!request.url.startsWith(CALLS)) setContentSecurityPolicy(reply);
}

export function setContentSecurityPolicy(reply: FastifyReply): void {
  reply.header('content-security-policy', CSP);
}
