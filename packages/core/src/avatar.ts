import { AVATAR_SIZES, type AvatarSize, DEFAULT_AVATAR_SIZE } from './constants.js';

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

export function avatarUrl(blogName: string, size: number = DEFAULT_AVATAR_SIZE, version?: number): string {
  const v = version ? `?v=${version}` : '';
  return `/avatar/${encodeURIComponent(blogName)}/${avatarSizeStep(size)}${v}`;
}
