import { mainPathOf } from '../../blog-hosts/blog-urls.js';
import { MEDIA_PATH } from '../../media/media.js';
import { uploadKeyOfRendition } from '../../media/video/rendition-keys.js';

/**
 * The address of an upload sent with the request, by the identifier its media object names
 * (api.md "User Uploaded Media": a multipart part per identifier). The route stores each part as
 * an upload of the author first, then hands this lookup in; undefined for a part never sent.
 */
export type UploadOf = (identifier: string) => string | undefined;

function sitePath(url: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return url.split(/[?#]/, 1)[0];
  try {
    return mainPathOf(new URL(url));
  } catch {
    return undefined;
  }
}

/**
 * One of this site's uploads named by address, as the path a post keeps (`/media/{key}`): an
 * answer gives them absolute, and a video's as its converted file, whose upload it names instead.
 * Null for any address elsewhere.
 */
export function ownMediaPath(url: string): string | null {
  const path = sitePath(url);
  if (!path?.startsWith(MEDIA_PATH)) return null;
  const key = decodeURIComponent(path.slice(MEDIA_PATH.length));
  const upload = uploadKeyOfRendition(key, 'sd') ?? uploadKeyOfRendition(key, 'hd') ?? key;
  return `${MEDIA_PATH}${upload}`;
}
