import { describe, expect, it } from 'vitest';
import {
  ANIMATION_MAX_PIXELS,
  checkUpload,
  formatBytes,
  UPLOAD_MAX_BYTES,
  UPLOAD_QUOTA_BYTES,
  uploadAccept,
  uploadFailureMessage,
  uploadKindOf,
  uploadLimitExceeded,
  uploadMessages,
} from './uploads.js';

const MB = 1024 * 1024;

describe('upload kinds', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'image'],
    ['anim.gif', 'image/gif', 'image'],
    ['song.mp3', 'audio/mpeg', 'audio'],
    ['voice.opus', 'audio/ogg; codecs=opus', 'audio'],
    ['take.wav', 'audio/x-wav', 'audio'],
    ['clip.mov', 'video/quicktime', 'video'],
    ['clip.webm', 'video/webm', 'video'],
    ['notes.txt', 'text/plain', null],
  ])('%s (%s) is %s', (name, type, kind) => {
    expect(uploadKindOf({ name, type })).toBe(kind);
  });

  it('goes by the type, and by the extension only when the browser gave no type', () => {
    expect(uploadKindOf({ name: 'photo.jpg', type: 'text/plain' })).toBeNull();
    expect(uploadKindOf({ name: 'photo.JPG', type: '' })).toBe('image');
    expect(uploadKindOf({ name: 'song.m4a', type: '' })).toBe('audio');
    expect(uploadKindOf({ name: 'README', type: '' })).toBeNull();
  });

  it('lists types and extensions for a file input', () => {
    expect(uploadAccept('image')).toBe(
      'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp',
    );
  });
});

describe('checkUpload', () => {
  it('accepts a file of the wanted kind within its limit', () => {
    expect(
      checkUpload({ name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES.image }, 'image'),
    ).toBeNull();
    expect(checkUpload({ name: 'a.mp4', type: 'video/mp4', size: 150 * MB })).toBeNull();
  });

  it('refuses a file over its kind limit, naming the limit', () => {
    const message = checkUpload(
      { name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES.image + 1 },
      'image',
    );
    expect(message).toBe('The file is too big. Squish it down, and try again! The limit is 20 MB.');
    expect(checkUpload({ name: 'a.mp3', type: 'audio/mpeg', size: 51 * MB })).toBe(
      uploadMessages.tooBig(50 * MB),
    );
  });

  it('names the limit a file is over, for the log event the client sends', () => {
    const png = { name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES.image };
    expect(uploadLimitExceeded(png, 'image')).toBeNull();
    expect(uploadLimitExceeded({ ...png, size: png.size + 1 }, 'image')).toBe(UPLOAD_MAX_BYTES.image);
    expect(uploadLimitExceeded({ name: 'a.mp4', type: 'video/mp4', size: 30 * MB })).toBeNull();
    expect(uploadLimitExceeded({ name: 'a.txt', type: 'text/plain', size: 300 * MB })).toBeNull();
  });

  it('checks the size against the wanted kind, even for a file of another kind', () => {
    expect(checkUpload({ name: 'a.mp4', type: 'video/mp4', size: 30 * MB }, 'image')).toBe(
      uploadMessages.tooBig(UPLOAD_MAX_BYTES.image),
    );
  });

  it.each([
    ['image', 'This is not a valid image file.'],
    ['audio', 'This is not a valid audio file.'],
    ['video', 'This is not a valid video file.'],
  ] as const)('refuses another kind where %s is wanted', (kind, message) => {
    expect(checkUpload({ name: 'notes.txt', type: 'text/plain', size: 10 }, kind)).toBe(message);
  });

  it('refuses a file of no kind as not supported', () => {
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(
      'This is not a supported file.',
    );
    expect(checkUpload({ name: 'x.jpg', type: 'application/octet-stream', size: 10 })).toBe(
      uploadMessages.unsupported,
    );
  });
});

describe('messages', () => {
  it('keeps the spec wording', () => {
    expect(uploadMessages.canceled).toBe('Canceled upload');
    expect(uploadMessages.failed).toBe('Upload error');
    expect(uploadMessages.unknown).toBe('Woops :(');
  });

  it('formats sizes', () => {
    expect(formatBytes(200 * MB)).toBe('200 MB');
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(10 * 1024 * MB)).toBe('10 GB');
    expect(formatBytes(1.5 * 1024 * MB)).toBe('1.5 GB');
  });

  it('names the storage and animation limits', () => {
    expect(uploadMessages.storageFull(UPLOAD_QUOTA_BYTES)).toBe(
      'This file does not fit in your storage. The limit is 10 GB of uploads per account.',
    );
    expect(uploadMessages.animationTooBig(ANIMATION_MAX_PIXELS)).toBe(
      'The animation is too big. Make it smaller or shorter, and try again! The limit is 100 million pixels across all frames.',
    );
  });

  it('reads a failed upload: server msg, else the error list, else Woops', () => {
    expect(uploadFailureMessage({ response: { msg: 'Server says no' }, errors: [] })).toBe('Server says no');
    expect(
      uploadFailureMessage({ response: null, errors: [{ detail: 'This is not a valid image file.' }] }),
    ).toBe('This is not a valid image file.');
    expect(uploadFailureMessage(null)).toBe('Woops :(');
    expect(uploadFailureMessage('<html>502</html>')).toBe('Woops :(');
  });
});
