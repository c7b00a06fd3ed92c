import { hash } from 'node:crypto';

/** RFC 7636 §4.1: a verifier (and an S256 challenge) is 43 to 128 unreserved characters. */
const PKCE_TEXT = /^[A-Za-z0-9._~-]{43,128}$/;

export const isPkceText = (value: string): boolean => PKCE_TEXT.test(value);

/** Whether the verifier is the one the challenge was made from: BASE64URL(SHA256(verifier)) (§4.6). */
export function verifierMatches(challenge: string, verifier: string | undefined): boolean {
  return !!verifier && isPkceText(verifier) && hash('sha256', verifier, 'base64url') === challenge;
}
