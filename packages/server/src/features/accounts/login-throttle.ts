import { LOGIN_RATES } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { RateLimitError } from '../../http/errors.js';
import { addressKey } from '../limits/client-address.js';
import { type Budget, giveBack, take } from '../limits/limiter.js';

/** A login as the throttle sees it. */
export interface LoginAttempt {
  email: string;
  address: string;
  /** The device id the browser's cookie proves for this account, or null. */
  device: string | null;
  /** The account's id, when the email names one: the device budget is kept per account. */
  userId: string | null;
}

/**
 * Login throttling (README "Abuse limits"), on the shared budgets of features/limits:
 *
 * - Every attempt spends its budgets before the password is checked, and a right password gives
 *   them back: only failures count, and parallel guesses cannot check more passwords than the
 *   budgets hold.
 * - A browser that signed in to the account before (http/device.ts) spends only its own `device`
 *   budget, from any address: whatever strangers do, the owner's known browsers get in.
 * - Any other attempt spends the (account, address) `pair` budget, so one stranger slows down only
 *   their own guesses; the address's budget over every account, against spraying one password
 *   across many; and the account's budget over every unknown device, against a botnet.
 * - The budgets are taken in this order and a spent one stops the attempt before the later ones
 *   are touched: a stranger past their pair budget spends nothing of the account's.
 * - Budgets refill steadily (core LOGIN_RATES): past one, the next attempt is minutes away, never
 *   a lockout. Unknown and known email addresses are throttled alike, so the throttle tells nothing.
 */
function loginBudgets({ email, address, device, userId }: LoginAttempt): Budget[] {
  if (device && userId) return [{ key: `login:device:${userId}|${device}`, rate: LOGIN_RATES.device }];
  const from = addressKey(address);
  return [
    { key: `login:pair:${email}|${from}`, rate: LOGIN_RATES.pair },
    { key: `login:address:${from}`, rate: LOGIN_RATES.address },
    { key: `login:account:${email}`, rate: LOGIN_RATES.account },
  ];
}

export interface Reservation {
  /** Gives the budgets back: the attempt succeeded, so it does not count. */
  release(): Promise<void>;
}

async function reserve(db: Db, budgets: Budget[]): Promise<Reservation> {
  if (!(await take(db, budgets))) throw new RateLimitError();
  return { release: () => giveBack(db, budgets) };
}

/** Spends a login attempt's budgets before its password is checked; 429 when one is spent. */
export const reserveLoginAttempt = (db: Db, attempt: LoginAttempt): Promise<Reservation> =>
  reserve(db, loginBudgets(attempt));

/** The current password asked when changing it: a stolen session must not make it a guessing oracle. */
export const reservePasswordCheck = (db: Db, userId: string): Promise<Reservation> =>
  reserve(db, [{ key: `password-check:${userId}`, rate: LOGIN_RATES.passwordCheck }]);
