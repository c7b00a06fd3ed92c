import {
  type PhotoItem,
  type PostForm,
  photoUploadUrl,
  UPLOAD_MAX_BYTES,
  type UploadKind,
} from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { fetchOutside } from '../../net/outside/outside-fetch.js';
import { type Actor, assertWithinLimit } from '../limits/abuse-limits.js';
import type { MediaRow } from './media.js';
import { storeUpload } from './upload.js';

/** The last segment of an address's path, as the stored upload's name. */
function nameOf(url: URL): string {
  return decodeURIComponent(url.pathname.split('/').pop() || 'image').slice(0, 200);
}

/** What each kind of file may be sent as by another site. */
const ACCEPT: Record<UploadKind, string> = {
  image: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
  audio: 'audio/*',
  video: 'video/*',
};

/**
 * A file at an address on another site (issue 17: a photo by URL, a link's thumbnail; issue 21:
 * an imported post's photos, audio and video), fetched by the fetcher's rules and then checked,
 * prepared and stored exactly as an upload of that file: an image turned upright, EXIF dropped,
 * at most 1080 px; everything counted in the owner's storage. Its kind's upload limit holds.
 */
export async function importMediaFile(
  deps: AppDeps,
  userId: string,
  address: string,
  kind: UploadKind,
  field: string,
): Promise<MediaRow> {
  const file = await fetchOutside(address, {
    accept: ACCEPT[kind],
    // Sites send audio and video under all sorts of types; the upload checks the bytes anyway.
    allowType: (type) => kind !== 'image' || type.startsWith('image/'),
    maxBytes: UPLOAD_MAX_BYTES[kind],
    timeoutMs: kind === 'image' ? 15_000 : 60_000,
    field,
    allow: deps.config.fetchTestAllow ?? [],
  });
  return storeUpload(deps, userId, {
    name: nameOf(file.url),
    declaredType: file.contentType,
    data: file.body,
    kind,
  });
}

/** An image at an address on another site, as importMediaFile stores it. */
export const importImage = (deps: AppDeps, userId: string, address: string, field: string) =>
  importMediaFile(deps, userId, address, 'image', field);

/**
 * The address of a photo's image on another site, or null when it is an upload here. The wire
 * carries both in `images[id]` (spec document 1 §3: the upload URL is the preupload, else the
 * external one), so an address is external when it is a web address outside this site's media.
 */
function externalAddress(photo: PhotoItem, publicUrl: string): string | null {
  const address = photoUploadUrl(photo) ?? '';
  if (!/^https?:\/\//i.test(address) || address.startsWith(`${publicUrl}/media/`)) return null;
  return address;
}

/**
 * A photo post's photos given by address, each brought in as an upload of its author's
 * (importImage) and sent on as that upload: the post then refers only to its author's own files,
 * as every post does. A post with any spends one of the author's outside fetches
 * (ACTION_RATES.outsideFetch).
 */
export async function withImportedPhotos(
  deps: AppDeps,
  actor: Actor & { account: string },
  form: PostForm,
): Promise<PostForm> {
  const publicUrl = deps.config.publicUrl;
  if (form.type !== 'photo' || !form.photos.some((p) => externalAddress(p, publicUrl))) return form;
  await assertWithinLimit(deps, 'outsideFetch', actor);
  const photos = await Promise.all(
    form.photos.map(async (photo) => {
      const address = externalAddress(photo, publicUrl);
      if (!address) return photo;
      const { externalUrl: _, ...rest } = photo;
      const media = await importImage(deps, actor.account, address, 'images');
      return { ...rest, preuploadUrl: deps.media.url(media.key) };
    }),
  );
  return { ...form, photos };
}
