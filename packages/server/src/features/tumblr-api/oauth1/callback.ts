import { isCallbackUrl } from '@rookery/core';
import { badRequest } from '../answers.js';

/** OAuth 1.0a's out-of-band callback: the approval page shows the verifier for the person to type in. */
export const OUT_OF_BAND = 'oob';

const siteOf = (url: URL) => `${url.protocol}//${url.host}`;

/**
 * Where an approval goes back to (RFC 5849 §2.1 `oauth_callback`): the app's registered callback
 * when none is given, "oob", or an address on the same site as the registered one (scheme and
 * host), so a stolen consumer key cannot send a person's verifier anywhere else.
 */
export function callbackFor(registered: string, given: string | undefined): string {
  if (!given) return registered;
  if (given === OUT_OF_BAND) return given;
  if (isCallbackUrl(given) && siteOf(new URL(given)) === siteOf(new URL(registered))) return given;
  throw badRequest(
    "oauth_callback must be 'oob' or an address on the site of the application's callback URL.",
  );
}

/** The callback with parameters added to its query. */
export function withQuery(callback: string, params: Record<string, string | undefined>): string {
  const url = new URL(callback);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}
