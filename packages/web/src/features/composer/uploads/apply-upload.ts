import type { PostForm, UploadResponse } from '@rookery/core';
import { removePhoto, updatePhoto, withPhotos } from '../fields/photos';

/** Queue ids of the single audio and video file; photos upload under their own o-ids. */
export const AUDIO_UPLOAD = 'audio';
export const VIDEO_UPLOAD = 'video';

/**
 * A finished upload lands in the form: a photo gets its stored URL and size; audio its URL and,
 * where the person has not typed them, the track details read from the file's tags; video its URL
 * and key.
 */
export function applyUpload(form: PostForm, id: string, result: UploadResponse): PostForm {
  if (id === AUDIO_UPLOAD) {
    return {
      ...form,
      preuploadUrl: result.url,
      trackTitle: form.trackTitle || result.id3?.title || '',
      trackArtist: form.trackArtist || result.id3?.artist || '',
      trackAlbum: form.trackAlbum || result.id3?.album || '',
    };
  }
  if (id === VIDEO_UPLOAD) return { ...form, preuploadUrl: result.url, preuploadKey: result.key };
  return {
    ...form,
    photos: updatePhoto(form.photos, id, {
      preuploadUrl: result.url,
      width: result.width,
      height: result.height,
    }),
  };
}

/** A failed or removed upload leaves nothing behind in the form. */
export function dropUpload(form: PostForm, id: string): PostForm {
  if (id === AUDIO_UPLOAD || id === VIDEO_UPLOAD) return { ...form, preuploadUrl: '', preuploadKey: '' };
  return withPhotos(form, removePhoto(form.photos, id));
}
