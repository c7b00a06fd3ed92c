import { z } from 'zod';

/**
 * The legacy post formats of the API (tumblr/docs api.md "Legacy Text Posts" to "Legacy Answer
 * Posts"), read leniently like the NPF: a field of the wrong shape reads as absent. Beside the
 * documented fields, the ones the API also answers and exports carry: a photo's `link_url` and a
 * photoset's `photoset_layout`, native audio and video's `audio_url`/`video_url` and their types,
 * and a reblog's `reblog.comment` with its `trail` (each step's blog, post and HTML content).
 */
const optionalString = z.string().optional().catch(undefined);
const optionalNumber = z.number().optional().catch(undefined);
const nullableString = z
  .string()
  .nullish()
  .catch(undefined)
  .transform((v) => v ?? undefined);

const photoSize = z.looseObject({ url: z.string().catch(''), width: optionalNumber, height: optionalNumber });

export const legacyPhotoSchema = z.looseObject({
  caption: nullableString,
  original_size: photoSize.optional().catch(undefined),
  alt_sizes: z.array(photoSize).catch([]),
});
export type LegacyPhoto = z.infer<typeof legacyPhotoSchema>;

export const legacyTrailStepSchema = z.looseObject({
  blog: z.looseObject({ name: optionalString }).optional().catch(undefined),
  post: z
    .looseObject({ id: z.union([z.string(), z.number()]).optional().catch(undefined) })
    .optional()
    .catch(undefined),
  content: nullableString,
  content_raw: nullableString,
  is_root_item: z.boolean().optional().catch(undefined),
  is_current_item: z.boolean().optional().catch(undefined),
});
export type LegacyTrailStep = z.infer<typeof legacyTrailStepSchema>;

export const legacyPostSchema = z.looseObject({
  type: z.string().catch(''),
  // text, chat, link
  title: nullableString,
  body: nullableString,
  // photo, audio, video
  caption: nullableString,
  photos: z.array(legacyPhotoSchema).catch([]),
  photoset_layout: nullableString,
  link_url: nullableString,
  // quote
  text: nullableString,
  source: nullableString,
  // link
  url: nullableString,
  description: nullableString,
  link_author: nullableString,
  excerpt: nullableString,
  // chat
  dialogue: z
    .array(z.looseObject({ label: nullableString, name: nullableString, phrase: nullableString }))
    .catch([]),
  // audio
  audio_url: nullableString,
  audio_source_url: nullableString,
  audio_type: nullableString,
  album_art: nullableString,
  artist: nullableString,
  album: nullableString,
  track_name: nullableString,
  id3_title: nullableString,
  player: z
    .union([z.string(), z.array(z.looseObject({ embed_code: nullableString }))])
    .optional()
    .catch(undefined),
  embed: nullableString,
  // video
  video_url: nullableString,
  video_type: nullableString,
  permalink_url: nullableString,
  // answer
  asking_name: nullableString,
  question: nullableString,
  answer: nullableString,
  // reblogs
  reblog: z.looseObject({ comment: nullableString }).optional().catch(undefined),
  trail: z.array(legacyTrailStepSchema).catch([]),
  reblogged_root_name: nullableString,
});
export type LegacyPost = z.infer<typeof legacyPostSchema>;
