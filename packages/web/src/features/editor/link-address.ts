import { urlScheme } from '@rookery/core';

/** Spec document 1 §9: the link bubble is between 200 and 600 px wide. */
export const LINK_BUBBLE_MIN_WIDTH = 200;
export const LINK_BUBBLE_MAX_WIDTH = 600;
/** Roughly one character of the bubble's address text, plus its buttons and padding. */
const CHAR_WIDTH = 8;
const CHROME_WIDTH = 180;

/** The bubble's width for an address: long enough to read it, within the spec's bounds. */
export function linkBubbleWidth(address: string): number {
  const wanted = CHROME_WIDTH + address.length * CHAR_WIDTH;
  return Math.min(LINK_BUBBLE_MAX_WIDTH, Math.max(LINK_BUBBLE_MIN_WIDTH, wanted));
}

/**
 * The address "Open" goes to (spec document 1 §5: opening a link without a scheme prepends the
 * host). A path is this site's own, so it gets this origin; a protocol-relative address gets this
 * protocol; a bare "example.com/page" is a web host, so it gets https.
 */
export function openableHref(href: string, origin: string): string {
  const address = href.trim();
  if (urlScheme(address)) return address;
  const here = new URL(origin);
  if (address.startsWith('//')) return `${here.protocol}${address}`;
  if (address.startsWith('/') || address.startsWith('?') || address.startsWith('#')) {
    return new URL(address, here).href;
  }
  return `https://${address}`;
}
