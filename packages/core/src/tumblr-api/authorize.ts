import { z } from 'zod';

/** What the approval page (/oauth/authorize, /oauth2/authorize) says. */
export const oauthTexts = {
  unknownRequest: 'This sign-in request is not valid any more. Go back to the application and start again.',
  unknownClient: 'No application with that client id is registered here.',
  badRedirect: "The redirect address does not match the application's registered callback URL.",
  badResponseType: 'Only response_type=code is supported.',
  badScope: 'The scope must list basic, write or offline_access.',
  badChallenge: 'PKCE needs code_challenge_method S256 with a code_challenge of 43 to 128 characters.',
  denied: 'You did not allow access. Nothing was shared with the application.',
} as const;

/** OAuth 1.0a: the request token from the query string, and the person's answer. */
export const oauth1AuthorizationSchema = z.object({
  oauth_token: z.string().min(1).max(200),
});

/**
 * OAuth 2 (Tumblr's `/oauth2/authorize` parameters, with PKCE): scope is space separated; a
 * redirect_uri, when given, must be the app's callback URL.
 */
export const oauth2AuthorizationSchema = z.object({
  client_id: z.string().min(1).max(200),
  response_type: z.string().max(40).default('code'),
  scope: z.string().max(200).default('basic'),
  state: z.string().max(1000).optional(),
  redirect_uri: z.string().max(2000).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});
export type OAuth2AuthorizationInput = z.input<typeof oauth2AuthorizationSchema>;

export const oauth1DecisionSchema = oauth1AuthorizationSchema.extend({ allow: z.boolean() });
export const oauth2DecisionSchema = oauth2AuthorizationSchema.extend({ allow: z.boolean() });

/** What the approval page shows before the person decides. */
export interface OAuthAuthorizationResponse {
  app: { name: string; website: string; description: string };
  /** What the app asks for: it always reads; `write` posts, likes, follows as the account. */
  can_write: boolean;
  /** OAuth 2's offline_access: it may keep access with a refresh token. */
  offline: boolean;
  /** Where allowing sends the browser (the callback's origin), for the person to see. */
  callback_origin: string | null;
}

/**
 * The decision's answer: where to send the browser (the app's callback with the verifier or
 * code, or with the refusal), or for OAuth 1.0a's out-of-band callback ("oob") the verifier to
 * show, for the person to type into the app.
 */
export interface OAuthDecisionResponse {
  redirect: string | null;
  verifier: string | null;
}
