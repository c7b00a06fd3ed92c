import type { PostView } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { pickSplash } from './splash';

const post = (name: string, photos: string[] = [], nsfw = false) =>
  ({
    blog: { name, url: `/${name}`, avatar_shape: 'circle' },
    photos: photos.map((url) => ({ url })),
    owner_flagged_nsfw: nsfw,
  }) as PostView;

describe('pickSplash', () => {
  it('credits the blog of the first trending post with a photo, its first photo as the art', () => {
    expect(
      pickSplash([post('words'), post('painter', ['/a.png', '/b.png']), post('later', ['/c.png'])]),
    ).toEqual({ image: '/a.png', url: '/painter', name: 'painter', shape: 'circle' });
  });

  it('falls back to the first post without art, and to nothing without posts', () => {
    expect(pickSplash([post('words'), post('more')])).toEqual({
      image: null,
      url: '/words',
      name: 'words',
      shape: 'circle',
    });
    expect(pickSplash([])).toBeNull();
  });

  it('passes over posts marked NSFW', () => {
    expect(pickSplash([post('nsfw', ['/x.png'], true), post('safe')])?.name).toBe('safe');
  });
});
