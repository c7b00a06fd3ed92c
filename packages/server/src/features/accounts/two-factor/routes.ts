import {
  type DoneResponse,
  type TfaEnabledResponse,
  type TfaSetupResponse,
  type TfaStatusResponse,
  tfaDisableSchema,
  tfaEnableSchema,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { ok } from '../../../http/envelope.js';
import { requireSession } from '../../../http/session.js';
import { parse } from '../../../http/validate.js';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorStatus } from './two-factor.js';

/** Settings → two-factor sign-in (/settings/tfa). The login's second step is in accounts/routes.ts. */
export function twoFactorRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/svc/account/tfa', async (request) =>
    ok<TfaStatusResponse>(await twoFactorStatus(deps, requireSession(request).userId)),
  );

  app.post('/svc/account/tfa/setup', async (request) =>
    ok<TfaSetupResponse>(await startTwoFactorSetup(deps, requireSession(request).userId)),
  );

  app.post('/svc/account/tfa/enable', async (request) => {
    const { userId } = requireSession(request);
    const { code } = parse(tfaEnableSchema, request.body);
    return ok<TfaEnabledResponse>(await enableTwoFactor(deps, userId, code));
  });

  app.post('/svc/account/tfa/disable', async (request) => {
    const { userId } = requireSession(request);
    await disableTwoFactor(deps, userId, parse(tfaDisableSchema, request.body));
    return ok<DoneResponse>({ done: true });
  });
}
