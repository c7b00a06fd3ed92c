import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Rookery's image proxy (issue 17: no third party sees who reads). An image a post, a reblog
 * trail or a blog description shows from another site is written as an address of this site,
 * `/proxy/image/{signature}?u={address}`, which fetches it (the fetcher's rules), keeps a copy and
 * serves it; readers' browsers never ask the other site. The signature (an HMAC under a key derived
 * from SESSION_SECRET) makes the proxy serve only addresses Rookery wrote, never any a visitor
 * makes up.
 */
export const PROXY_PATH = '/proxy/image/';

let key: Buffer | null = null;
let ownOrigin = '';

/** Called once as the app is built: the key is SESSION_SECRET's, the site's own images stay as they are. */
export function configureImageProxy(secret: string, publicUrl: string): void {
  key = createHmac('sha256', secret).update('image-proxy').digest();
  ownOrigin = new URL(publicUrl).origin;
}

function signatureOf(address: string): string {
  if (!key) throw new Error('The image proxy is not configured (configureImageProxy).');
  return createHmac('sha256', key).update(address).digest('base64url').slice(0, 27);
}

/** Whether a signature is the one Rookery wrote for `address` (compared in constant time). */
export function isSigned(address: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(address));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An address of another site (http or https, not this site's own origin). */
function isOutside(address: string): boolean {
  if (!/^https?:\/\//i.test(address)) return false;
  try {
    return new URL(address).origin !== ownOrigin;
  } catch {
    return false;
  }
}

/** The proxy's address for an image elsewhere; anything else (this site's, relative, empty) as it is. */
export function proxiedImageUrl(address: string): string {
  if (!key || !isOutside(address)) return address;
  return `${PROXY_PATH}${signatureOf(address)}?u=${encodeURIComponent(address)}`;
}

const IMAGE_TAG = /<img\b[^>]*>/gi;
const SOURCE_ATTRIBUTE = /(\s(?:src|data-orig-src)=")([^"]*)(")/gi;
const decodeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const encodeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Stored rich text with every image elsewhere through the proxy. It reads the form the sanitizer
 * writes (attributes in double quotes; `&`, `<`, `>` and `"` escaped in them); text without an
 * image costs one scan.
 */
export function withProxiedImages(html: string): string {
  if (!key || !html.includes('<img')) return html;
  return html.replace(IMAGE_TAG, (tag) =>
    tag.replace(SOURCE_ATTRIBUTE, (whole, before: string, value: string, after: string) => {
      const address = decodeAttribute(value);
      const proxied = proxiedImageUrl(address);
      return proxied === address ? whole : `${before}${encodeAttribute(proxied)}${after}`;
    }),
  );
}
