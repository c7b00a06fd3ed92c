import type { AppDeps } from '../../deps.js';
import { addressKey } from '../limits/client-address.js';
import { type Budget, takeAll } from '../limits/limiter.js';
import { TumblrApiError } from './answers.js';
import { type ApiLimitScope, DEFAULT_API_RATES, rateWords } from './rates.js';

/** Who an API call counts against. */
export interface ApiSpender {
  address: string;
  consumerKey?: string | undefined;
  userId?: string | undefined;
}

/**
 * Spends one call of every API limit that applies (features/limits' budgets, all in one
 * statement), or answers Tumblr's `429 Limit Exceeded` naming the limit and spends none.
 * Addresses the operator exempts (RATE_LIMIT_EXEMPT_ADDRESSES) are not counted.
 */
export async function spendApiCall(deps: Pick<AppDeps, 'db' | 'config'>, who: ApiSpender): Promise<void> {
  const address = addressKey(who.address);
  if (deps.config.rateLimitExemptAddresses?.some((a) => addressKey(a) === address)) return;
  const rates = deps.config.apiRateLimits ?? DEFAULT_API_RATES;
  const ids: Record<ApiLimitScope, string | undefined> = {
    address,
    consumer: who.consumerKey,
    user: who.userId,
  };
  const budgets: (Budget & { scope: ApiLimitScope })[] = [];
  for (const scope of ['address', 'consumer', 'user'] as const) {
    const id = ids[scope];
    if (id === undefined) continue;
    for (const rate of rates[scope])
      budgets.push({ key: `api:${scope}:${rate.windowMs}:${id}`, rate, scope });
  }
  const [refused] = (await takeAll(deps.db, budgets)) as typeof budgets;
  if (refused) throw new TumblrApiError(429, `Limit Exceeded: ${rateWords(refused.rate, refused.scope)}.`);
}
