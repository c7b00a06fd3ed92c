import { ErrorCode } from '@rookery/core';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../http/session.js';

/** The schemas every operation refers to: the envelope (DESIGN "API conventions") and its errors. */
export const schemas = {
  ApiError: {
    type: 'object',
    required: ['code', 'title', 'detail'],
    properties: {
      code: {
        type: 'integer',
        description: `Rookery's error code: ${Object.entries(ErrorCode)
          .map(([name, code]) => `${code} ${name}`)
          .join(', ')}; numbers the specification names (7001, ...) keep theirs.`,
      },
      title: { type: 'string', description: 'The HTTP status in words.' },
      detail: { type: 'string', description: 'What went wrong, in words a person can be shown.' },
      field: { type: 'string', description: 'For refused input: the field the detail is about.' },
    },
  },
  Meta: {
    type: 'object',
    required: ['status', 'msg'],
    properties: {
      status: { type: 'integer', description: 'The HTTP status, again.' },
      msg: { type: 'string', description: 'The status in words.' },
    },
  },
  Envelope: {
    type: 'object',
    description: "Every JSON answer: `meta`, the call's `response`, and `errors` (empty on success).",
    required: ['meta', 'response', 'errors'],
    properties: {
      meta: { $ref: '#/components/schemas/Meta' },
      response: { description: "The call's answer; see the call." },
      errors: { type: 'array', items: { $ref: '#/components/schemas/ApiError' } },
    },
  },
  ErrorEnvelope: {
    type: 'object',
    description: 'A refusal or failure: `response` is null and `errors` says why.',
    required: ['meta', 'response', 'errors'],
    properties: {
      meta: { $ref: '#/components/schemas/Meta' },
      response: { type: 'null' },
      errors: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/ApiError' } },
    },
  },
  TumblrError: {
    type: 'object',
    required: ['title', 'code', 'detail'],
    properties: {
      title: { type: 'string', description: 'The HTTP reason phrase.' },
      code: { type: 'integer', description: "Tumblr's error code where it documents one, else 0." },
      detail: { type: 'string', description: 'What went wrong.' },
    },
  },
  TumblrEnvelope: {
    type: 'object',
    description:
      "The Tumblr API's answer (`/v2/*`): `meta` and the call's `response`; a refusal has `response: []` and `errors`.",
    required: ['meta', 'response'],
    properties: {
      meta: { $ref: '#/components/schemas/Meta' },
      response: { description: "The call's answer; see the call." },
      errors: { type: 'array', items: { $ref: '#/components/schemas/TumblrError' } },
    },
  },
} as const;

export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      "The signed-in session, set by `POST /svc/account/login` (or register). Its form key comes in the answer's `form_key`.",
  },
  visitor: {
    type: 'apiKey',
    in: 'cookie',
    name: VISITOR_COOKIE,
    description:
      "A visitor's cookie, set by any page or by `GET /svc/account/session`: the form key of someone not signed in is bound to it.",
  },
  formKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Form-Key',
    description:
      "Every write carries the session's form key (from `GET /svc/account/session`, a login's answer, or the page's meta tag): in this header, or as the body's `form_key` field. Multipart uploads must use the header. Without the right key: 403, and nothing changes.",
  },
  apiKey: {
    type: 'apiKey',
    in: 'query',
    name: 'api_key',
    description: 'The Tumblr-compatible API: the consumer key of an app registered at /settings/apps.',
  },
  oauth1: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      "OAuth 1.0a, HMAC-SHA1 (RFC 5849), in the `Authorization: OAuth ...` header (or the query or form body): the app's consumer key and, for a user, the token from `/oauth/access_token`. Timestamps within 300 seconds; each nonce once.",
  },
  oauth2: {
    type: 'oauth2',
    description: 'OAuth 2 authorization code, with PKCE (S256); `Authorization: Bearer {access_token}`.',
    flows: {
      authorizationCode: {
        authorizationUrl: '/oauth2/authorize',
        tokenUrl: '/v2/oauth2/token',
        refreshUrl: '/v2/oauth2/token',
        scopes: {
          basic: 'Read as the user.',
          write: 'Post, like and follow as the user.',
          offline_access: 'Keep access with a refresh token.',
        },
      },
    },
  },
} as const;

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

const tumblrRefusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/TumblrEnvelope' } } },
});

/** Any call, when the process already works on MAX_IN_FLIGHT requests (http/load-shedding.ts). */
const BUSY =
  '503: the process is busy (every request slot held); nothing was done. Ask again after `Retry-After` seconds.';
const retryAfter = { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } };

/** The refusals operations share, by reference. */
export const responses = {
  BadInput: refusal('Refused input: each error names its `field`, and nothing changed.'),
  NotSignedIn: refusal('Not signed in.'),
  Forbidden: refusal('Not allowed: a write without the right form key, or a call this account may not make.'),
  Refused: refusal('Any other refusal (not found, too many requests, ...): the errors say which.'),
  Busy: { ...refusal(BUSY), headers: retryAfter },
  TumblrUnauthorized: tumblrRefusal(
    '401 Unauthorized: the credentials the call needs are missing or not good.',
  ),
  TumblrForbidden: tumblrRefusal('403 Forbidden: the grant may only read, or the blog is not the user’s.'),
  TumblrLimitExceeded: tumblrRefusal(
    '429 Limit Exceeded: a limit per address, consumer key or user; the detail names it.',
  ),
  TumblrRefused: tumblrRefusal('Any other refusal (400, 404, ...), in the Tumblr envelope.'),
  TumblrBusy: { ...tumblrRefusal(BUSY), headers: retryAfter },
} as const;
