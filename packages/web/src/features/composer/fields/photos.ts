import { nextPhotoId, type PhotoItem, type PostForm } from '@rookery/core';
import { relayout } from './photo-layout';

/** The photo list's edits, as pure functions over the form's photos (ids stay o1, o2, ...). */
export function addPhoto(photos: readonly PhotoItem[], photo: Omit<PhotoItem, 'id'>): PhotoItem[] {
  return [...photos, { ...photo, id: nextPhotoId(photos) }];
}

export function updatePhoto(
  photos: readonly PhotoItem[],
  id: string,
  patch: Partial<PhotoItem>,
): PhotoItem[] {
  return photos.map((p) => (p.id === id ? { ...p, ...patch } : p));
}

export function removePhoto(photos: readonly PhotoItem[], id: string): PhotoItem[] {
  return photos.filter((p) => p.id !== id);
}

/** Moves a photo one place up (-1) or down (+1); at either end it stays. */
export function movePhoto(photos: readonly PhotoItem[], id: string, step: -1 | 1): PhotoItem[] {
  const from = photos.findIndex((p) => p.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= photos.length) return [...photos];
  const next = [...photos];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The form with a new photo list, its layout laid out again for the new count. */
export function withPhotos(form: PostForm, photos: PhotoItem[]): PostForm {
  return { ...form, photos, layout: relayout(form.layout, photos.length) };
}
