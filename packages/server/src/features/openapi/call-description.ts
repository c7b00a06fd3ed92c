import type { z } from 'zod';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may make a call. Every write also carries the form key (http/form-key.ts), whoever makes it;
 * the description of the document says so once, the generator marks it on each write.
 * - anyone: visitors too; a session, when there is one, may change what the answer shows.
 * - member: a signed-in session (401 without one).
 * - moderator, admin: a signed-in moderator or admin (moderation/roles.ts); anyone else gets 403 or 404.
 * The Tumblr-compatible API (features/tumblr-api) reads no cookie and no form key:
 * - api_key: an app's consumer key as `api_key` (or any signed or bearer request of the app);
 * - oauth: a request signed with OAuth 1.0a, or an OAuth 2 bearer token, of a user's grant;
 * - app: the app's own credentials (an OAuth 1.0a signature with its consumer key, or its client id and secret).
 */
export type Access = 'anyone' | 'member' | 'moderator' | 'admin' | 'api_key' | 'oauth' | 'app';

/** The accesses of the Tumblr-compatible API: no cookie, no form key, Tumblr's envelope. */
export const API_ACCESS: ReadonlySet<Access> = new Set(['api_key', 'oauth', 'app']);

/**
 * How a body may travel. Every route takes JSON and form-encoded bodies (http/form-body.ts) unless
 * its description says otherwise: multipart only where a route parses it, text where the client
 * log's beacons send JSON as text/plain.
 */
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'text';

/**
 * One call as the API description tells it: the zod schemas its handler parses, and the words a
 * reader needs. Kept in the feature's own `openapi.ts`, beside its routes; the coverage test in
 * features/openapi fails while a registered route has none.
 */
export interface CallDescription {
  /** The route's method(s); a GET answers HEAD too, without a description of its own. */
  method: Method | readonly Method[];
  /** The URL exactly as the route registers it, in Fastify's form: `:param`, `:param?`, `*`. */
  path: string;
  summary: string;
  /** More words, CommonMark as OpenAPI allows: what the call does that the summary could not say. */
  description?: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body may be sent; JSON and form-encoded when not given. */
  encodings?: readonly BodyEncoding[];
  /** What the envelope's `response` holds, in words (core's response types have no schemas). */
  returns?: string;
  /** Answers that are not the envelope: media type → what it is (a page, an image, a feed). */
  answers?: Readonly<Record<string, string>>;
  /** The call answers with this redirect rather than a body. */
  redirect?: 301 | 302;
  /** Overrides the feature's tag: pages, files and feeds gather under one. */
  tag?: string;
  /**
   * No single registered route answers it: the app's pages come from the not-found handler (the
   * SPA shell), and the built client's files each have a route of their own (shell/routes.ts).
   */
  unrouted?: true;
}

/** A feature's calls under its tag, with a line about the tag for the reference page. */
export interface FeatureCalls {
  tag: string;
  about: string;
  calls: readonly CallDescription[];
}
