import { AVATAR_SIZES, type AvatarSize, DEFAULT_AVATAR_SIZE } from './constants.js';
import { joined } from './joined.js';

/**
 * The avatar size step to serve for a requested size: the smallest step that is at least as large,
 * so an image is never stretched up; anything past the largest step gets the largest.
 */
export function avatarSizeStep(requested: number | undefined): AvatarSize {
  if (requested === undefined || !Number.isFinite(requested)) return DEFAULT_AVATAR_SIZE;
  for (const step of AVATAR_SIZES) {
    if (step >= requested) return step;
  }
  return AVATAR_SIZES[AVATAR_SIZES.length - 1] as AvatarSize;
}

/** A blog's avatar at a size step; `version` (its avatar's) makes a new avatar a new address. */
export function avatarUrl(blogName: string, size: number = DEFAULT_AVATAR_SIZE, version?: number): string {
  const name = encodeURIComponent(blogName);
  const step = avatarSizeStep(size);
  return version ? joined('/avatar/', name, '/', step, '?v=', version) : joined('/avatar/', name, '/', step);
}
