import { ASK_RATE_WINDOW_MS, ASKS_PER_HOUR } from './asks/rules.js';
import { SUBMISSIONS_PER_HOUR } from './asks/submissions.js';
import { SHARE_MAILS_PER_HOUR } from './share/constants.js';

/**
 * A budget that refills steadily: up to `max` at once, then one more every `windowMs / max`. So
 * going past it means waiting a little, never a lockout, and no more than `max` fit in a burst.
 */
export interface Rate {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Login throttling (ours; README "Abuse limits"). Only failed attempts count. A browser that signed
 * in to the account before spends only its `device` budget; any other spends its (account, address)
 * `pair` budget, its address's budget over all accounts, and the account's budget over all unknown
 * devices. `passwordCheck` is the current password asked when changing it, per account.
 */
export const LOGIN_RATES = {
  pair: { max: 5, windowMs: 15 * MINUTE },
  device: { max: 10, windowMs: 15 * MINUTE },
  address: { max: 30, windowMs: 15 * MINUTE },
  account: { max: 50, windowMs: HOUR },
  passwordCheck: { max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Rate>;

/** Whose budgets an action spends: the signed-in account's, the client address's, the target's. */
export interface ActionRates {
  account?: Rate;
  address?: Rate;
  target?: Rate;
}

/**
 * Abuse limits (ours; answered with 429). Generous for a person, tight for a script. An address's
 * budget counts over every account using it, so fresh accounts do not multiply an account's budget;
 * it is about three people's worth, for a household or an office behind one address.
 */
export const ACTION_RATES = {
  /** Sign-ups, per client address. */
  signUp: { address: { max: 5, windowMs: HOUR } },
  /** Password-reset mails, per address asked for and per client address. */
  resetMail: { target: { max: 3, windowMs: HOUR }, address: { max: 10, windowMs: HOUR } },
  /** Verification mails asked again, per account (its one address) and per client address. */
  verifyMail: { account: { max: 3, windowMs: HOUR }, address: { max: 10, windowMs: HOUR } },
  /** New posts and reblogs (the composer's and fast reblogs), not edits. */
  post: { account: { max: 60, windowMs: HOUR }, address: { max: 180, windowMs: HOUR } },
  reply: { account: { max: 30, windowMs: MINUTE }, address: { max: 90, windowMs: MINUTE } },
  message: { account: { max: 60, windowMs: MINUTE }, address: { max: 180, windowMs: MINUTE } },
  follow: { account: { max: 200, windowMs: HOUR }, address: { max: 600, windowMs: HOUR } },
  ask: {
    account: { max: ASKS_PER_HOUR, windowMs: ASK_RATE_WINDOW_MS },
    address: { max: 3 * ASKS_PER_HOUR, windowMs: ASK_RATE_WINDOW_MS },
  },
  /** Video players' logs (issue 17): a few per video watched, so a long scroll through videos fits. */
  videoLog: { account: { max: 300, windowMs: 10 * MINUTE }, address: { max: 900, windowMs: 10 * MINUTE } },
  submission: {
    account: { max: SUBMISSIONS_PER_HOUR, windowMs: HOUR },
    address: { max: 3 * SUBMISSIONS_PER_HOUR, windowMs: HOUR },
  },
  /**
   * Fetches the server makes for a member's link (issue 17: an embed resolved, a link's preview, a
   * photo by address): a composer makes a few per post; many more would use the server to crawl.
   */
  outsideFetch: { account: { max: 120, windowMs: HOUR }, address: { max: 360, windowMs: HOUR } },
  /**
   * Client log batches (issue 20): a page flushes every 15 s and on leaving, about 40 in ten
   * minutes; an address may hold several readers, and visitors have only their address.
   */
  clientLog: { account: { max: 240, windowMs: 10 * MINUTE }, address: { max: 1200, windowMs: 10 * MINUTE } },
  /** E-mail shares of a post or a blog (issue 18): each is a mail to an address the sender types. */
  shareMail: {
    account: { max: SHARE_MAILS_PER_HOUR, windowMs: HOUR },
    address: { max: 3 * SHARE_MAILS_PER_HOUR, windowMs: HOUR },
  },
  /** Shares to a network, counted per post: visitors share too, so per client address only. */
  networkShare: { address: { max: 120, windowMs: HOUR } },
  /** Reports (issue 19): a person reports a few things a day; a script reporting a blog away does not. */
  report: { account: { max: 20, windowMs: HOUR }, address: { max: 60, windowMs: HOUR } },
  /**
   * Full exports of an account (issue 21): each reads everything it owns and writes a zip of its
   * media, so a few a day; one at a time besides (account-export/request.ts).
   */
  accountExport: { account: { max: 3, windowMs: 24 * HOUR }, address: { max: 10, windowMs: 24 * HOUR } },
} as const satisfies Record<string, ActionRates>;

export type LimitedAction = keyof typeof ACTION_RATES;
