/** Spec document 1 §3 photo item. `file` is the browser's File; core stays free of DOM types. */
export interface PhotoItem {
  /** Generated o1, o2, ... in the order photos were added. */
  id: string;
  url?: string;
  preuploadUrl?: string;
  externalUrl?: string;
  file?: unknown;
  photoRaw?: string;
  base64?: string;
  isSelfie?: boolean;
  isSelfieGif?: boolean;
  width?: number;
  height?: number;
  caption?: string;
  livephotoUrl?: string;
  livephotoStillImageTime?: number;
  primaryUrl?: string;
  iosUrl?: string;
  androidUrl?: string;
}

/** Spec document 1 §3 upload item: one file on its way to the server. */
export interface UploadItem {
  url?: string;
  file?: unknown;
  error?: string;
  uploading: boolean;
  complete: boolean;
  bytesLoaded: number;
  bytesTotal: number;
}

/** What the form shows: the first present of preupload, external, base64, url. */
export function photoDisplayUrl(photo: PhotoItem): string | undefined {
  return photo.preuploadUrl || photo.externalUrl || photo.base64 || photo.url || undefined;
}

/** What the server receives: the first present of preupload, external. */
export function photoUploadUrl(photo: PhotoItem): string | undefined {
  return photo.preuploadUrl || photo.externalUrl || undefined;
}

/** The next free o{N} id, so ids stay unique when photos are removed and added. */
export function nextPhotoId(photos: readonly PhotoItem[]): string {
  const taken = photos.map((p) => Number(p.id.slice(1)) || 0);
  return `o${Math.max(0, ...taken) + 1}`;
}
