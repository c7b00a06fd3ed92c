import {
  ACTION_RATES,
  type ActionRates,
  accountExportTexts,
  askMessages,
  type LimitedAction,
  loggingMessages,
  messages,
  moderationTexts,
  shareTexts,
  videoMessages,
} from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { RateLimitError } from '../../http/errors.js';
import { addressKey } from './client-address.js';
import { type Budget, take } from './limiter.js';

const REFUSALS: Record<LimitedAction, string> = {
  signUp: messages.signUpLimited,
  resetMail: messages.mailLimited,
  verifyMail: messages.mailLimited,
  post: messages.postLimited,
  reply: messages.replyLimited,
  message: messages.messageLimited,
  follow: messages.followLimited,
  ask: askMessages.askRateLimited,
  submission: askMessages.submissionRateLimited,
  outsideFetch: messages.outsideFetchLimited,
  videoLog: videoMessages.logLimited,
  clientLog: loggingMessages.limited,
  shareMail: shareTexts.mailLimited,
  networkShare: shareTexts.networkLimited,
  report: moderationTexts.reportLimited,
  accountExport: accountExportTexts.limited,
};

/** Who acts: the client's address, the signed-in account, and for a mail the address it goes to. */
export interface Actor {
  address: string;
  account?: string | undefined;
  target?: string | undefined;
}

/** The request's address and account; a route adds the target where there is one. */
export const actorOf = (request: FastifyRequest): Actor => ({
  address: request.ip,
  account: request.session?.userId,
});

/**
 * Spends one of `action`'s budgets (core ACTION_RATES) for each of the actor's account, target and
 * address, or answers 429 with the action's message and spends none. Called after the request is
 * parsed and authorised and before anything changes, so a refused request changes nothing.
 * Addresses the operator exempts (RATE_LIMIT_EXEMPT_ADDRESSES) skip these limits, never the login
 * throttle.
 */
export async function assertWithinLimit(
  deps: Pick<AppDeps, 'db' | 'config'>,
  action: LimitedAction,
  actor: Actor,
): Promise<void> {
  const from = addressKey(actor.address);
  if (deps.config.rateLimitExemptAddresses?.some((a) => addressKey(a) === from)) return;
  const rates: ActionRates = ACTION_RATES[action];
  const ids = { ...actor, address: from };
  const budgets: Budget[] = [];
  for (const scope of ['account', 'target', 'address'] as const) {
    const rate = rates[scope];
    if (!rate) continue;
    const id = ids[scope];
    if (id === undefined) throw new Error(`The ${action} limit needs the ${scope} of the request.`);
    budgets.push({ key: `${action}:${scope}:${id}`, rate });
  }
  if (!(await take(deps.db, budgets))) throw new RateLimitError(REFUSALS[action]);
}
