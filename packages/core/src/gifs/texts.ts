import type { GifSearchMessage } from './types.js';

/** GIF search's words (spec document 2 §8); ours where the spec leaves them to us. */
export const gifTexts = {
  /** Spec §5, §8: an answer without a usable result list. */
  invalidResponse: 'Invalid GIF search response',
  /** Spec §4: the link under a server message when results exist. */
  viewResultsAnyway: 'View results anyway',
  queryTooLong: 'Search for a GIF in at most 200 characters.',
  limitRange: 'Ask for between 1 and 200 GIFs.',
  placeholder: 'Search GIFs',
  loadFailed: 'That GIF didn’t load. Try another.',
  notAGifPost: 'That post has no GIF to send.',
  imageOrGif: 'Send an image file or name a GIF post, not both.',
} as const;

/**
 * Spec §4, §8: an empty result shows one of these at random. The first is the spec's; the other
 * eight are ours.
 */
export const GIF_NO_RESULTS = [
  'Nothing turned up. Bummer.',
  'Not a single frame. Try another word?',
  'The GIF well is dry for that one.',
  'We looked everywhere. Even under the couch.',
  'No loops found. Maybe it hasn’t been made yet.',
  'Zero GIFs. That’s a first-class mystery.',
  'All quiet on the GIF front.',
  'Nope. Not even a blurry one.',
  'That search came back empty-handed.',
] as const;

/**
 * Ours: a search for one of these words is answered with a word of care before its results, as
 * people expect of a blogging site (spec §4: a server message, with 'View results anyway').
 */
export const GIF_CARE_TERMS = [
  'suicide',
  'self harm',
  'selfharm',
  'self-harm',
  'kill myself',
  'cutting',
] as const;

export const GIF_CARE_MESSAGE: GifSearchMessage = {
  header: 'Everything okay?',
  body: 'If you’re going through something hard, you don’t have to face it alone. Reaching out to someone you trust, or to a local crisis line, can help.',
};
