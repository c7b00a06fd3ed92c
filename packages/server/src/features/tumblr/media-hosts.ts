import type { AppDeps } from '../../deps.js';
import type { MediaRef } from '../imports/imported-post.js';
import { importMediaFile } from '../media/import-image.js';
import type { MediaRow } from '../media/media.js';

/** Tumblr's own hosts: the media CDN (64.media.tumblr.com, va.media.tumblr.com, a.tumblr.com) and blogs. */
function isTumblrHost(hostname: string): boolean {
  return hostname === 'tumblr.com' || hostname.endsWith('.tumblr.com');
}

/**
 * A file of a post stored here, fetched from Tumblr by the one outside fetcher (its address rules,
 * time and size limits). Only Tumblr's own hosts are asked (and, in tests, FETCH_TEST_ALLOW's): a
 * file is re-hosted because Tumblr may not keep it; an address on any other site stays the
 * address it was (images through the image proxy), and an import never makes the server fetch
 * whatever a crafted file lists.
 */
export async function storeFromTumblr(
  deps: AppDeps,
  userId: string,
  ref: MediaRef,
): Promise<MediaRow | null> {
  let url: URL;
  try {
    url = new URL(ref.src);
  } catch {
    return null;
  }
  const allowed = isTumblrHost(url.hostname) || (deps.config.fetchTestAllow ?? []).includes(url.host);
  return allowed ? importMediaFile(deps, userId, ref.src, ref.kind, 'file') : null;
}
