import { COMPOSER_POST_TYPES, type ComposerPostType } from '@rookery/core';

/** The seven types a person composes, in the spec's order (quick compose row, post form tab strip). */
export const COMPOSER_TYPES = COMPOSER_POST_TYPES;
export type ComposerType = ComposerPostType;

export const POST_TYPE_LABELS: Record<ComposerType, string> = {
  text: 'Text',
  photo: 'Photo',
  quote: 'Quote',
  link: 'Link',
  chat: 'Chat',
  audio: 'Audio',
  video: 'Video',
};

/** Each type's colour, as Tumblr's people know them; used for the type's icon. */
export const POST_TYPE_COLORS: Record<ComposerType, string> = {
  text: '#ffffff',
  photo: '#ff492f',
  quote: '#ff8a00',
  link: '#00cf35',
  chat: '#00b8ff',
  audio: '#7c5cff',
  video: '#ff62ce',
};

export function isComposerType(value: string): value is ComposerType {
  return (COMPOSER_TYPES as readonly string[]).includes(value);
}
