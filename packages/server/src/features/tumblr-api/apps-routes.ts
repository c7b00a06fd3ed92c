import {
  type ApiAppResponse,
  type ApiAppsResponse,
  type ApiGrantsResponse,
  apiIdSchema,
  type DoneResponse,
  registerApiAppSchema,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { appsOf, deleteApp, presentApp, registerApp, resetAppSecret } from './apps.js';
import { grantsOf, revokeGrant } from './grants.js';

/**
 * /settings/apps' calls: the applications the account registered (their consumer key and
 * secret), and the ones it let act for it. Session and form key, as every /svc call.
 */
export function appsRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const secret = config.sessionSecret;

  app.get('/svc/api/apps', async (request) => {
    const { userId } = requireSession(request);
    const apps = await appsOf(db, userId);
    return ok<ApiAppsResponse>({ apps: apps.map((row) => presentApp(secret, row)) });
  });

  app.post('/svc/api/apps', async (request) => {
    const { userId } = requireSession(request);
    const row = await registerApp(db, secret, userId, parse(registerApiAppSchema, request.body));
    return ok<ApiAppResponse>({ app: presentApp(secret, row) });
  });

  app.post('/svc/api/apps/reset-secret', async (request) => {
    const { userId } = requireSession(request);
    const row = await resetAppSecret(db, secret, userId, parse(apiIdSchema, request.body).id);
    return ok<ApiAppResponse>({ app: presentApp(secret, row) });
  });

  app.post('/svc/api/apps/delete', async (request) => {
    const { userId } = requireSession(request);
    await deleteApp(db, userId, parse(apiIdSchema, request.body).id);
    return ok<DoneResponse>({ done: true });
  });

  app.get('/svc/api/grants', async (request) => {
    const { userId } = requireSession(request);
    return ok<ApiGrantsResponse>({ grants: await grantsOf(db, userId) });
  });

  app.post('/svc/api/grants/revoke', async (request) => {
    const { userId } = requireSession(request);
    await revokeGrant(db, userId, parse(apiIdSchema, request.body).id);
    return ok<DoneResponse>({ done: true });
  });
}
