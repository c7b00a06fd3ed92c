/** The files a video's conversion makes, each stored beside the upload under its key plus a suffix. */
export const RENDITION_SUFFIXES = {
  sd: '.sd.mp4',
  hd: '.hd.mp4',
  poster: '.poster.jpg',
  filmstrip: '.filmstrip.jpg',
  captions: '.captions.vtt',
} as const;
export type RenditionName = keyof typeof RENDITION_SUFFIXES;

/**
 * `uploads/video/<uuid>.mov` → `uploads/video/<uuid>.mov.sd.mp4`: a rendition's key follows from its
 * upload's, so a live photo stored by its upload's key is played from its rendition without a
 * lookup, and a rendition's key leads back to its upload (uploadKeyOfRendition).
 */
export function renditionKey(uploadKey: string, name: RenditionName): string {
  return `${uploadKey}${RENDITION_SUFFIXES[name]}`;
}

/** The upload a rendition's key was made from; null for any other key. */
export function uploadKeyOfRendition(key: string, name: RenditionName): string | null {
  const suffix = RENDITION_SUFFIXES[name];
  return key.endsWith(suffix) && key.length > suffix.length ? key.slice(0, -suffix.length) : null;
}
