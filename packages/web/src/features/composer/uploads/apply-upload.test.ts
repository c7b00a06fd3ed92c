import { newPostForm, type UploadResponse } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { addPhoto } from '../fields/photos';
import { AUDIO_UPLOAD, applyUpload, dropUpload, VIDEO_UPLOAD } from './apply-upload';

const stored = (over: Partial<UploadResponse>): UploadResponse => ({
  key: 'k1',
  url: '/media/k1',
  kind: 'image',
  mime: 'image/png',
  bytes: 10,
  status: 'ready',
  ...over,
});

describe('applying uploads to the form', () => {
  it('gives a photo its stored URL and size', () => {
    const form = newPostForm('photo', { photos: addPhoto([], { url: 'blob:x' }) });
    const done = applyUpload(form, 'o1', stored({ width: 640, height: 480 }));
    expect(done.photos[0]).toMatchObject({ id: 'o1', preuploadUrl: '/media/k1', width: 640, height: 480 });
    expect(dropUpload(done, 'o1').photos).toEqual([]);
  });

  it('prefills the track from the audio tags without overwriting what was typed', () => {
    const form = newPostForm('audio', { trackArtist: 'Typed artist' });
    const done = applyUpload(
      form,
      AUDIO_UPLOAD,
      stored({ kind: 'audio', id3: { title: 'Song', artist: 'Tagged artist', album: 'Album' } }),
    );
    expect(done).toMatchObject({
      preuploadUrl: '/media/k1',
      trackTitle: 'Song',
      trackArtist: 'Typed artist',
      trackAlbum: 'Album',
    });
  });

  it('keeps the video URL and key, and clears them when dropped', () => {
    const done = applyUpload(
      newPostForm('video'),
      VIDEO_UPLOAD,
      stored({ kind: 'video', key: 'v1', url: '/media/v1' }),
    );
    expect(done).toMatchObject({ preuploadUrl: '/media/v1', preuploadKey: 'v1' });
    expect(dropUpload(done, VIDEO_UPLOAD)).toMatchObject({ preuploadUrl: '', preuploadKey: '' });
  });
});
