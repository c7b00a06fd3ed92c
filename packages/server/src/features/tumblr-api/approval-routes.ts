import {
  type OAuthAuthorizationResponse,
  type OAuthDecisionResponse,
  oauth1AuthorizationSchema,
  oauth1DecisionSchema,
  oauth2AuthorizationSchema,
  oauth2DecisionSchema,
  oauthTexts,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import type { AppRow } from './apps.js';
import { createCode } from './codes.js';
import { OUT_OF_BAND, withQuery } from './oauth1/callback.js';
import { checkAuthorizationRequest } from './oauth2/authorization-request.js';
import { approveRequestToken, findRequestToken, spendRequestToken } from './request-tokens.js';

const originOf = (callback: string) => {
  if (callback === OUT_OF_BAND) return null;
  const url = new URL(callback);
  return `${url.protocol}//${url.host}`;
};

const shown = (
  app: AppRow,
  canWrite: boolean,
  offline: boolean,
  callback: string,
): OAuthAuthorizationResponse => ({
  app: { name: app.name, website: app.website, description: app.description },
  can_write: canWrite,
  offline,
  callback_origin: originOf(callback),
});

/**
 * The approval page's calls (/oauth/authorize, /oauth2/authorize in the web client): what the app
 * asks for, then the signed-in person's answer, which says where to send the browser. Both need
 * the session; the decision needs the form key too, so another site cannot approve for anyone.
 */
export function approvalRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const pendingOAuth1 = async (token: string) => {
    const pending = await findRequestToken(db, token);
    if (!pending || pending.user_id) throw new NotFoundError(oauthTexts.unknownRequest);
    const client = await db
      .selectFrom('api_apps')
      .selectAll()
      .where('id', '=', pending.app_id)
      .executeTakeFirstOrThrow();
    return { pending, client };
  };

  app.get('/svc/oauth/authorize', async (request) => {
    requireSession(request);
    const { pending, client } = await pendingOAuth1(
      parse(oauth1AuthorizationSchema, request.query).oauth_token,
    );
    // OAuth 1.0a has no scopes: its tokens read and write, as on Tumblr (policy.ts).
    return ok<OAuthAuthorizationResponse>(shown(client, true, false, pending.callback));
  });

  app.post('/svc/oauth/authorize', async (request) => {
    const { userId } = requireSession(request);
    const input = parse(oauth1DecisionSchema, request.body);
    const { pending } = await pendingOAuth1(input.oauth_token);
    const outOfBand = pending.callback === OUT_OF_BAND;
    if (!input.allow) {
      await spendRequestToken(db, input.oauth_token);
      const redirect = outOfBand ? null : withQuery(pending.callback, { denied: input.oauth_token });
      return ok<OAuthDecisionResponse>({ redirect, verifier: null });
    }
    const verifier = await approveRequestToken(db, input.oauth_token, userId);
    if (!verifier) throw new NotFoundError(oauthTexts.unknownRequest);
    if (outOfBand) return ok<OAuthDecisionResponse>({ redirect: null, verifier });
    const redirect = withQuery(pending.callback, {
      oauth_token: input.oauth_token,
      oauth_verifier: verifier,
    });
    return ok<OAuthDecisionResponse>({ redirect, verifier: null });
  });

  app.get('/svc/oauth2/authorize', async (request) => {
    requireSession(request);
    const asked = await checkAuthorizationRequest(db, parse(oauth2AuthorizationSchema, request.query));
    return ok<OAuthAuthorizationResponse>(
      shown(asked.app, asked.scope.includes('write'), asked.scope.includes('offline_access'), asked.redirect),
    );
  });

  app.post('/svc/oauth2/authorize', async (request) => {
    const { userId } = requireSession(request);
    const input = parse(oauth2DecisionSchema, request.body);
    const asked = await checkAuthorizationRequest(db, input);
    if (!input.allow) {
      const redirect = withQuery(asked.redirect, { error: 'access_denied', state: input.state });
      return ok<OAuthDecisionResponse>({ redirect, verifier: null });
    }
    const code = await createCode(db, {
      appId: asked.app.id,
      userId,
      scope: asked.scope.join(' '),
      redirectUri: asked.redirectGiven,
      codeChallenge: asked.codeChallenge,
    });
    return ok<OAuthDecisionResponse>({
      redirect: withQuery(asked.redirect, { code, state: input.state }),
      verifier: null,
    });
  });
}
