import { isBigintId } from '@rookery/core';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = 62n;

/**
 * A post's short code: its id in base 62. Derived, not stored, so every post has one from the start
 * and a code can never point at the wrong post; it says no more than the permalink already does.
 */
export function shortCode(postId: string): string {
  let n = BigInt(postId);
  let code = '';
  while (n > 0n) {
    code = DIGITS[Number(n % BASE)] + code;
    n /= BASE;
  }
  return code;
}

/** The post id a code names, or undefined for a code no post could have. */
export function postIdOfCode(code: string): string | undefined {
  if (!/^[0-9a-zA-Z]{1,11}$/.test(code)) return undefined;
  let n = 0n;
  for (const c of code) n = n * BASE + BigInt(DIGITS.indexOf(c));
  const id = n.toString();
  return isBigintId(id) ? id : undefined;
}

/** The short link of a post on this site. */
export const shortLink = (publicUrl: string, postId: string) => `${publicUrl}/p/${shortCode(postId)}`;
