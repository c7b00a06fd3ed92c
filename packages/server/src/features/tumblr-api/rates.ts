import type { Rate } from '@rookery/core';

/** Who an API limit counts: the client's address, the app's consumer key, the signed-in user. */
export type ApiLimitScope = 'address' | 'consumer' | 'user';
export type ApiRateLimits = Record<ApiLimitScope, readonly Rate[]>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Tumblr's documented limits (api.md "Rate Limits"): 300 calls a minute, 18,000 an hour and
 * 432,000 a day per address; 1,000 an hour and 5,000 a day per consumer key. Tumblr documents no
 * overall per-user limit (its per-user ones are per action: posts, follows, likes, which the
 * actions' own limits keep, features/limits); ours matches the consumer key's, so one person's
 * account spread over many apps gets no more than one app.
 */
export const DEFAULT_API_RATES: ApiRateLimits = {
  address: [
    { max: 300, windowMs: MINUTE },
    { max: 18_000, windowMs: HOUR },
    { max: 432_000, windowMs: DAY },
  ],
  consumer: [
    { max: 1_000, windowMs: HOUR },
    { max: 5_000, windowMs: DAY },
  ],
  user: [
    { max: 1_000, windowMs: HOUR },
    { max: 5_000, windowMs: DAY },
  ],
};

const UNITS: Record<string, number> = { second: 1000, minute: MINUTE, hour: HOUR, day: DAY };
const ENV: Record<ApiLimitScope, string> = {
  address: 'API_RATE_LIMIT_ADDRESS',
  consumer: 'API_RATE_LIMIT_CONSUMER',
  user: 'API_RATE_LIMIT_USER',
};

/** `300/minute,18000/hour` → its rates; `off` (or `0`) → none: that scope is not limited. */
export function parseRates(name: string, value: string): Rate[] {
  if (value === 'off' || value === '0') return [];
  return value.split(',').map((part) => {
    const match = /^\s*(\d+)\s*\/\s*(second|minute|hour|day)\s*$/.exec(part);
    if (!match || Number(match[1]) <= 0)
      throw new Error(`${name} must list limits such as 300/minute,18000/hour (or off), got ${value}`);
    return { max: Number(match[1]), windowMs: UNITS[match[2] as string] as number };
  });
}

/** The API limits the environment sets; a scope it does not name keeps Tumblr's. */
export function readApiRates(env: NodeJS.ProcessEnv): { apiRateLimits?: ApiRateLimits } {
  const named = (Object.keys(ENV) as ApiLimitScope[]).filter((scope) => env[ENV[scope]]);
  if (named.length === 0) return {};
  const limits = { ...DEFAULT_API_RATES };
  for (const scope of named) limits[scope] = parseRates(ENV[scope], env[ENV[scope]] as string);
  return { apiRateLimits: limits };
}

/** Words for a refusal: "300 calls per minute per address". */
export function rateWords(rate: Rate, scope: ApiLimitScope): string {
  const unit = Object.entries(UNITS).find(([, ms]) => ms === rate.windowMs)?.[0];
  const per = unit ? `per ${unit}` : `per ${rate.windowMs / 1000} seconds`;
  const who = { address: 'IP address', consumer: 'consumer key', user: 'user' }[scope];
  return `${rate.max} API calls ${per}, per ${who}`;
}
