import { mimeOf } from '../../../../media/mime-of.js';
import { absoluteSiteUrl } from '../../../blog-hosts/blog-urls.js';
import type { NpfMediaObject } from './types.js';

/**
 * An address as an API answer gives it: a path of this site (an upload `/media/…`, a relative
 * link) made absolute, since a client reads it away from the site; any other address as written.
 * Pictures of other sites are not sent through the image proxy: a client writes back what it
 * read, and a proxied address would come back in place of the picture's own.
 */
export function absoluteHref(href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? absoluteSiteUrl(href) : href;
}

/** The site an address is on, without its `www.`; empty for no address. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The MIME type an address's file name says, if it says one. */
function typeOf(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return mimeOf(path.split('/').pop() ?? '') ?? undefined;
}

/**
 * A media object (npf-spec "Media Objects"). Pictures and videos always carry a size: when none
 * was recorded, the spec's 540 × 405 with `original_dimensions_missing`.
 */
export function mediaObject(
  url: string,
  size?: { width: number | null | undefined; height: number | null | undefined },
): NpfMediaObject {
  const href = absoluteHref(url);
  const type = typeOf(url);
  const media: NpfMediaObject = { url: href, ...(type ? { type } : {}) };
  if (!size) return media;
  if (size.width && size.height) return { ...media, width: size.width, height: size.height };
  return { ...media, width: 540, height: 405, original_dimensions_missing: true };
}

const SITE_PATH_ATTRIBUTE = /(\s(?:src|href)=")(\/[^/"][^"]*)"/g;

/** Rich text (as the sanitizer writes it: attributes in double quotes) with this site's paths made absolute. */
export const withAbsoluteAddresses = (html: string): string =>
  html.includes('="/')
    ? html.replace(SITE_PATH_ATTRIBUTE, (_, before, path) => `${before}${absoluteSiteUrl(path)}"`)
    : html;
