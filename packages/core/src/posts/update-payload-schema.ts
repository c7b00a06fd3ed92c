import { z } from 'zod';
import { EDITOR_TYPES } from '../constants.js';
import { flag } from '../form-values.js';
import { FORM_POST_STATES, stateToCode } from './states.js';
import { POST_TYPES } from './types.js';

const text = z.string();
/** Keyed by the photo's id in the form (`images[o1]`, `caption[o1]`): one entry per photo. */
const perPhoto = (what: string) =>
  z.record(z.string(), z.string()).optional().describe(`${what}, by photo id.`);

/**
 * The body of POST /svc/post/update (spec document 1 §7) as a schema, for the API description:
 * parseUpdatePayload reads it by hand (values of the wrong shape pass through to the form rules,
 * which name them), and buildUpdatePayload writes exactly these keys (update-payload-schema.test.ts).
 * Nested objects are bracket keys in a form body (`post[type]=text`); JSON may send either.
 */
export const updatePayloadSchema = z.object({
  post: z
    .object({
      type: z.enum(POST_TYPES).optional().describe('The post type; text when not sent.'),
      state: z
        .union([z.enum(FORM_POST_STATES.map(stateToCode)), z.enum(FORM_POST_STATES)])
        .optional()
        .describe(
          '0 published, 1 draft, 2 queued (on.2 or a publish_on date: scheduled), private; or the state name.',
        ),
      one: text.optional().describe("The type's first field: a text post's title, a photo's caption, ..."),
      two: text.optional().describe("The type's second field: a text post's body, a quote's source, ..."),
      three: text.optional().describe("The type's third field, where it has one (a link's description)."),
      tags: z
        .union([text, z.array(text)])
        .optional()
        .describe('Comma-separated, or a list.'),
      slug: text.optional().describe('The custom end of the permalink.'),
      source_url: text.optional(),
      date: text.optional().describe('A backdate for the post, as the composer writes it.'),
      publish_on: text.optional().describe('When a queued post is published: makes it scheduled.'),
      photoset_order: text.optional().describe("The photos' ids in order, comma-separated."),
      photoset_layout: text.optional().describe('Photos per row, e.g. "12".'),
    })
    .describe('The post itself.'),
  channel_id: text.optional().describe('The blog to post to (its name); the current blog when not sent.'),
  post_id: text.optional().describe('The post edited, as edit_post_id.'),
  edit_post_id: text.optional().describe('Edit this post rather than make a new one.'),
  reblog: flag.optional().describe('A reblog of reblog_post_id.'),
  reblog_key: text.optional(),
  reblog_post_id: text.optional(),
  remove_reblog_tree: flag.optional(),
  editor_type: z
    .union([z.enum(EDITOR_TYPES), z.number().int().min(0).max(2)])
    .optional()
    .describe(
      'How the text fields are written: rich (HTML from the editor), html or markdown; or its format code 0, 1, 2.',
    ),
  is_rich_text: z
    .record(z.string(), text)
    .optional()
    .describe('Which slots the editor wrote (sent by the web client).'),
  send_to_twitter: flag.optional(),
  custom_tweet: text.optional(),
  carousel_display: flag.optional(),
  members_only: flag.optional(),
  owner_flagged_nsfw: flag.optional(),
  can_be_liked: flag.optional(),
  can_be_reblogged: flag.optional(),
  enable_cta: flag.optional(),
  cta_text_code: text.optional(),
  tsp_skip_lightbox: flag.optional(),
  enable_redirect_urls: flag.optional(),
  redirect_url_primary: text.optional(),
  redirect_url_ios: text.optional(),
  redirect_url_android: text.optional(),
  context_page: text
    .optional()
    .describe('The page the composer was opened from (the answer names where to go).'),
  images: perPhoto("The photos' uploaded (or image) addresses"),
  caption: perPhoto("The photos' captions"),
  photo_redirect_url_primary: perPhoto("The photos' click-through links"),
  photo_redirect_url_ios: perPhoto("The photos' iOS links"),
  photo_redirect_url_android: perPhoto("The photos' Android links"),
  livephoto: perPhoto("Live photos' moving parts (an upload's address)"),
  thumbnail: text.optional().describe("A link post's picture."),
  author: text.optional(),
  excerpt: text.optional(),
  preuploaded_url: text.optional().describe('An uploaded audio or video file.'),
  preuploaded_ch: text.optional(),
  album_art: text.optional(),
  artwork_pre_upload: text.optional(),
  id3_tags: z.object({ title: text.optional(), artist: text.optional(), album: text.optional() }).optional(),
  confirm_tos: flag.optional(),
  copyright_fallback: flag.optional(),
  embed_code: text.optional().describe("A video's embed code or address."),
  video: z
    .object({ url: text.optional(), direct_embed: text.optional(), provider: text.optional() })
    .optional(),
});
