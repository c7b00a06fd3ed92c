import { type OAuth2AuthorizationInput, type oauth2AuthorizationSchema, oauthTexts } from '@rookery/core';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { ValidationError } from '../../../http/errors.js';
import { type AppRow, appByKey } from '../apps.js';
import { parseScope, type Scope } from '../policy.js';
import { isPkceText } from './pkce.js';

/** An OAuth 2 authorization request (api.md "/oauth2/authorize"), checked. */
export interface AuthorizationRequest {
  app: AppRow;
  scope: Scope[];
  /** Where the browser goes back to: the redirect_uri given, else the app's callback URL. */
  redirect: string;
  /** The redirect_uri as given: the token request must repeat it (RFC 6749 §4.1.3). */
  redirectGiven: string | null;
  codeChallenge: string | null;
}

/**
 * Checks an authorization request before the person sees it, and again when they decide. What
 * would send the browser somewhere unverified (an unknown client, a redirect_uri that is not the
 * app's callback URL) is refused on the page, never redirected. PKCE's challenge is optional, as
 * for Tumblr's confidential clients, but only S256 is taken (the `plain` method protects nothing).
 */
export async function checkAuthorizationRequest(
  db: Db,
  input: z.output<typeof oauth2AuthorizationSchema>,
): Promise<AuthorizationRequest> {
  const app = await appByKey(db, input.client_id);
  if (!app) throw ValidationError.field('client_id', oauthTexts.unknownClient);
  if (input.redirect_uri !== undefined && input.redirect_uri !== app.callback_url)
    throw ValidationError.field('redirect_uri', oauthTexts.badRedirect);
  if (input.response_type !== 'code')
    throw ValidationError.field('response_type', oauthTexts.badResponseType);
  const scope = parseScope(input.scope);
  if (!scope) throw ValidationError.field('scope', oauthTexts.badScope);
  const challenge = input.code_challenge;
  if (challenge !== undefined || input.code_challenge_method !== undefined) {
    if (input.code_challenge_method !== 'S256' || !challenge || !isPkceText(challenge))
      throw ValidationError.field('code_challenge', oauthTexts.badChallenge);
  }
  return {
    app,
    scope,
    redirect: input.redirect_uri ?? app.callback_url,
    redirectGiven: input.redirect_uri ?? null,
    codeChallenge: challenge ?? null,
  };
}

export type { OAuth2AuthorizationInput };
