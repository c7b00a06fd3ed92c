import {
  apiIdSchema,
  oauth1AuthorizationSchema,
  oauth1DecisionSchema,
  oauth2AuthorizationSchema,
  oauth2DecisionSchema,
  registerApiAppSchema,
} from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { tokenRequestSchema } from './oauth2/token-route.js';
import { apiKeyQuery, blogParams } from './openapi-params.js';
import { tumblrApiReadCalls } from './openapi-reads.js';
import { tumblrApiWriteCalls } from './openapi-writes.js';

const signedBody =
  'OAuth 1.0a signed (RFC 5849), HMAC-SHA1; the parameters in the `Authorization` header, the query or a form body.';
const formAnswer = (fields: string) => ({ 'application/x-www-form-urlencoded': fields });

/** The Tumblr-compatible API (issue 24): its authorization, its first endpoints, and the apps settings. */
export const tumblrApiCalls: FeatureCalls = {
  tag: 'tumblr-api',
  about:
    "Tumblr's API v2 with Tumblr's paths, envelope and errors, so Tumblr's clients (tumblr.js, pytumblr, …) work with `baseUrl` set to this site; the apps people register for it, and their OAuth.",
  calls: [
    {
      method: ['GET', 'POST'],
      path: '/oauth/request_token',
      summary: 'OAuth 1.0a: temporary credentials',
      description: `${signedBody} With \`oauth_callback\`: the app's callback URL when absent, \`oob\`, or an address on the same site.`,
      access: 'app',
      answers: formAnswer(
        '`oauth_token`, `oauth_token_secret`, `oauth_callback_confirmed=true` (10 minutes, once).',
      ),
    },
    {
      method: ['GET', 'POST'],
      path: '/oauth/access_token',
      summary: 'OAuth 1.0a: the access token, for the approved request token and its verifier',
      description: `${signedBody} Signed with the request token; \`oauth_verifier\` from the callback. The request token is used up.`,
      access: 'app',
      answers: formAnswer('`oauth_token`, `oauth_token_secret`: read and write, until access is revoked.'),
    },
    {
      method: 'POST',
      path: '/v2/oauth2/token',
      summary: 'OAuth 2: a bearer token for a code (with PKCE) or a refresh token',
      description:
        'JSON, form-encoded or multipart; the client id and secret in the body or in HTTP Basic. Refusals carry `error` and `error_description` (RFC 6749) in the Tumblr envelope.',
      access: 'app',
      body: tokenRequestSchema,
      encodings: ['json', 'form', 'multipart'],
      answers: {
        'application/json':
          '`{ access_token, expires_in: 2520, token_type: "bearer", scope, refresh_token (with offline_access), id_token: false }`.',
      },
    },
    {
      method: 'OPTIONS',
      path: '/v2/*',
      summary: 'CORS preflight: any origin may call the API, without cookies',
      access: 'anyone',
      answers: { 'text/plain': '204, with the Access-Control-Allow-* headers.' },
    },
    {
      method: 'GET',
      path: '/v2/user/info',
      summary: "The user's account: name, likes, following, and their blogs",
      access: 'oauth',
      returns: '`{ user: { name, likes, following, default_post_format, blogs: [...] } }`.',
    },
    {
      method: 'GET',
      path: '/v2/blog/:blog/info',
      summary: "A blog's info",
      access: 'api_key',
      params: blogParams,
      query: apiKeyQuery,
      returns: '`{ blog: { name, title, description, url, uuid, updated, posts, ask, ... } }`.',
    },
    {
      method: 'GET',
      path: '/svc/api/apps',
      summary: 'The apps this account registered, with their consumer key and secret',
      access: 'member',
      returns: '`{ apps }`.',
    },
    {
      method: 'POST',
      path: '/svc/api/apps',
      summary: 'Register an app: its consumer key and secret for the Tumblr-compatible API',
      access: 'member',
      body: registerApiAppSchema,
      returns: '`{ app }` with `consumer_key` and `consumer_secret`.',
    },
    {
      method: 'POST',
      path: '/svc/api/apps/reset-secret',
      summary: "Give one of the account's apps a new consumer secret",
      access: 'member',
      body: apiIdSchema,
      returns: '`{ app }`.',
    },
    {
      method: 'POST',
      path: '/svc/api/apps/delete',
      summary: "Delete one of the account's apps, and every access it was given",
      access: 'member',
      body: apiIdSchema,
      returns: '`{ done: true }`.',
    },
    {
      method: 'GET',
      path: '/svc/api/grants',
      summary: 'The apps this account let act for it: what each may do, when it was last used',
      access: 'member',
      returns: '`{ grants }`.',
    },
    {
      method: 'POST',
      path: '/svc/api/grants/revoke',
      summary: "Revoke an app's access: its tokens stop working at once",
      access: 'member',
      body: apiIdSchema,
      returns: '`{ done: true }`.',
    },
    {
      method: 'GET',
      path: '/svc/oauth/authorize',
      summary: 'The approval page (OAuth 1.0a): what the app asks for',
      access: 'member',
      query: oauth1AuthorizationSchema,
      returns: '`{ app, can_write, offline, callback_origin }`.',
    },
    {
      method: 'POST',
      path: '/svc/oauth/authorize',
      summary: 'The approval page (OAuth 1.0a): allow or deny',
      access: 'member',
      body: oauth1DecisionSchema,
      returns:
        '`{ redirect, verifier }`: the callback with `oauth_token` and `oauth_verifier` (or `denied`), or for `oob` the verifier to show.',
    },
    {
      method: 'GET',
      path: '/svc/oauth2/authorize',
      summary: 'The approval page (OAuth 2): what the app asks for',
      access: 'member',
      query: oauth2AuthorizationSchema,
      returns: '`{ app, can_write, offline, callback_origin }`.',
    },
    {
      method: 'POST',
      path: '/svc/oauth2/authorize',
      summary: 'The approval page (OAuth 2): allow or deny',
      access: 'member',
      body: oauth2DecisionSchema,
      returns: '`{ redirect }`: the redirect URI with `code` and `state`, or `error=access_denied`.',
    },
    ...tumblrApiReadCalls,
    ...tumblrApiWriteCalls,
  ],
};
