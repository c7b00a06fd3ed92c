import { describe, expect, it } from 'vitest';
import { avatarSizeStep, avatarUrl } from './avatar.js';
import { AVATAR_SIZES } from './constants.js';

describe('avatar size steps', () => {
  it('are the spec steps with 128 the default', () => {
    expect(AVATAR_SIZES).toEqual([16, 24, 30, 40, 48, 64, 96, 128, 512]);
    expect(avatarSizeStep(undefined)).toBe(128);
    expect(avatarSizeStep(Number.NaN)).toBe(128);
  });

  it.each([
    [1, 16],
    [16, 16],
    [17, 24],
    [30, 30],
    [31, 40],
    [64, 64],
    [100, 128],
    [129, 512],
    [4096, 512],
  ])('serves %i px from the %i px step', (requested, step) => {
    expect(avatarSizeStep(requested)).toBe(step);
  });

  it('builds versioned avatar paths', () => {
    expect(avatarUrl('my-blog', 50, 3)).toBe('/avatar/my-blog/64?v=3');
    expect(avatarUrl('my-blog')).toBe('/avatar/my-blog/128');
  });
});
