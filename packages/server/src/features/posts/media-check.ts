import { messages, type PhotoItem, type PostForm, photoUploadUrl, videoMessages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import type { StoredPhoto } from '../../db/schema.js';
import { ForbiddenError, ValidationError } from '../../http/errors.js';
import { isAnimatedGif } from '../media/animated-gif.js';
import { findOwnedMedia, type MediaRow, mediaKeyFrom } from '../media/media.js';
import { uploadKeyOfRendition } from '../media/video/rendition-keys.js';

export interface CheckedMedia {
  photos: StoredPhoto[];
  mediaKey: string | null;
  /** The video is still being processed: the post waits in state transcoding. */
  processing: boolean;
}

/** An upload of this user of the given kind; anyone else's upload is refused, whatever its kind. */
async function ownUpload(db: Db, userId: string, url: string, kind: MediaRow['kind']): Promise<MediaRow> {
  const media = await findOwnedMedia(db, userId, url);
  if (!media) throw new ForbiddenError(messages.postMediaNotOwned);
  const field = kind === 'image' ? 'images' : 'preuploaded_url';
  if (media.kind !== kind) throw ValidationError.field(field, messages.postMediaWrongKind);
  if (media.status === 'failed') throw ValidationError.field(field, messages.postMediaFailed);
  return media;
}

/**
 * A live photo's moving part (issue 17): one of the user's uploads sent as a live photo's clip and
 * converted already (the composer waits for it), so readers never hover a still that cannot move.
 * The post form names the upload, or its rendition as an edit sends back what it was shown.
 */
async function livePhotoKey(db: Db, userId: string, photo: PhotoItem): Promise<string | undefined> {
  if (!photo.livephotoUrl) return undefined;
  const key = mediaKeyFrom(photo.livephotoUrl);
  const uploadKey = (key && uploadKeyOfRendition(key, 'sd')) ?? key ?? '';
  const media = await findOwnedMedia(db, userId, uploadKey);
  if (!media) throw new ForbiddenError(messages.postMediaNotOwned);
  const field = `livephoto[${photo.id}]`;
  if (media.kind !== 'video' || media.purpose !== 'live_photo')
    throw ValidationError.field(field, videoMessages.livePhotoNotVideo);
  if (media.status === 'processing') throw ValidationError.field(field, videoMessages.livePhotoNotReady);
  if (media.status === 'failed')
    throw ValidationError.field(field, media.failure ?? videoMessages.livePhotoFailed);
  return media.key;
}

async function checkPhotos(db: Db, userId: string, form: PostForm): Promise<StoredPhoto[]> {
  return Promise.all(
    form.photos.map(async (photo) => {
      const media = await ownUpload(db, userId, photoUploadUrl(photo) ?? '', 'image');
      const live = await livePhotoKey(db, userId, photo);
      return {
        id: photo.id,
        key: media.key,
        ...(isAnimatedGif(media) ? { animated: true as const } : {}),
        ...(live ? { livephoto_key: live } : {}),
        width: media.width,
        height: media.height,
        caption: photo.caption ?? '',
        ...(photo.primaryUrl ? { redirect_url_primary: photo.primaryUrl } : {}),
        ...(photo.iosUrl ? { redirect_url_ios: photo.iosUrl } : {}),
        ...(photo.androidUrl ? { redirect_url_android: photo.androidUrl } : {}),
      };
    }),
  );
}

/**
 * Every upload a post refers to must be its author's own (photos, the audio or video file, album
 * art). An audio file's own tags fill track fields the user left empty.
 */
export async function checkMedia(db: Db, userId: string, form: PostForm): Promise<CheckedMedia> {
  if (form.type === 'photo')
    return { photos: await checkPhotos(db, userId, form), mediaKey: null, processing: false };
  if (form.type !== 'audio' && form.type !== 'video')
    return { photos: [], mediaKey: null, processing: false };
  if (form.type === 'audio' && form.albumArt) await ownUpload(db, userId, form.albumArt, 'image');
  if (!form.preuploadUrl) return { photos: [], mediaKey: null, processing: false };
  const media = await ownUpload(db, userId, form.preuploadUrl, form.type);
  if (form.type === 'audio') {
    const id3 = media.meta.id3 ?? {};
    form.trackTitle ||= id3.title ?? '';
    form.trackArtist ||= id3.artist ?? '';
    form.trackAlbum ||= id3.album ?? '';
  }
  return { photos: [], mediaKey: media.key, processing: media.status === 'processing' };
}
