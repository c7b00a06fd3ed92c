import type { FastifyInstance } from 'fastify';

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

/**
 * nosniff and the referrer policy on every answer; the content security policy only on HTML, the
 * one kind of answer a browser runs as a page (on JSON it would be bytes on every call for nothing).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      reply.header('content-security-policy', CSP);
    done(null, payload);
  });
}
