import { describe, expect, it } from 'vitest';
import { archiveMediaName, isInnerZip, mediaNameOf, postFileOf } from './layout.js';

const entry = (name: string, compressedSize = 100, uncompressedSize = 100) => ({
  name,
  at: { offset: 0, compressedSize, uncompressedSize, deflated: true },
});

describe("the backup archive's layout", () => {
  it('finds post files, submissions and media under any top folder', () => {
    expect(postFileOf(entry('blog/posts/html/123.html'))).toMatchObject({
      sourceId: '123',
      submission: false,
    });
    expect(postFileOf(entry('posts/html/submissions/9.html'))).toMatchObject({
      sourceId: '9',
      submission: true,
    });
    expect(postFileOf(entry('posts/posts_index.html'))).toBeNull();
    expect(mediaNameOf(entry('blog/media/123_0.JPG'))).toBe('123_0.jpg');
    expect(archiveMediaName('../../media/123_0.JPG?x=1')).toBe('123_0.jpg');
    expect(archiveMediaName('https://64.media.tumblr.com/a.jpg')).toBeNull();
  });

  it('opens zips inside the zip, but not one that would grow far past its size (a zip bomb)', () => {
    expect(isInnerZip(entry('export/posts.zip', 5_000_000, 5_100_000))).toBe(true);
    expect(isInnerZip(entry('export/posts.zip', 4_000_000, 4_000_000_000))).toBe(false);
    expect(isInnerZip(entry('export/media/clip.zip'))).toBe(false);
  });
});
