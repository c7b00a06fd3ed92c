import { z } from 'zod';

/**
 * The Neue Post Format as Tumblr documents it (tumblr/docs npf-spec.md): content blocks, layouts
 * and the reblog trail. Read leniently, since exports come from years of Tumblr's own changes: a
 * field of the wrong shape reads as absent, never as a failure, and unknown fields pass through.
 * Both directions of the mapping share these types (NPF → Rookery for imports, and Rookery → NPF
 * for a Tumblr-compatible API later).
 */

const optionalString = z.string().optional().catch(undefined);
const optionalNumber = z.number().optional().catch(undefined);

export const npfMediaSchema = z.looseObject({
  url: z.string().catch(''),
  type: optionalString,
  width: optionalNumber,
  height: optionalNumber,
});
export type NpfMedia = z.infer<typeof npfMediaSchema>;

/** A media field given as one object or as a list of sizes (the spec shows both for posters). */
const mediaList = z
  .union([z.array(npfMediaSchema), npfMediaSchema.transform((media) => [media])])
  .optional()
  .catch(undefined);

const blogRefSchema = z.looseObject({ name: optionalString, url: optionalString, uuid: optionalString });
export type NpfBlogRef = z.infer<typeof blogRefSchema>;

export const npfFormattingSchema = z.looseObject({
  start: z.number().int().catch(0),
  end: z.number().int().catch(0),
  type: z.string().catch(''),
  url: optionalString,
  hex: optionalString,
  blog: blogRefSchema.optional().catch(undefined),
});
export type NpfFormatting = z.infer<typeof npfFormattingSchema>;

const attributionSchema = z.looseObject({
  type: z.string().catch(''),
  url: optionalString,
  blog: blogRefSchema.optional().catch(undefined),
  app_name: optionalString,
});

export const npfBlockSchema = z.looseObject({
  type: z.string().catch(''),
  // text
  text: optionalString,
  subtype: optionalString,
  indent_level: optionalNumber,
  formatting: z.array(npfFormattingSchema).catch([]),
  // image, audio, video
  media: mediaList,
  alt_text: optionalString,
  caption: optionalString,
  poster: mediaList,
  // link, audio, video
  url: optionalString,
  title: optionalString,
  description: optionalString,
  author: optionalString,
  site_name: optionalString,
  display_url: optionalString,
  provider: optionalString,
  artist: optionalString,
  album: optionalString,
  embed_html: optionalString,
  embed_url: optionalString,
  metadata: z.looseObject({ id: optionalString }).optional().catch(undefined),
  attribution: attributionSchema.optional().catch(undefined),
});
export type NpfBlock = z.infer<typeof npfBlockSchema>;

const rowSchema = z.looseObject({
  blocks: z.array(z.number().int()).catch([]),
  mode: z.looseObject({ type: optionalString }).optional().catch(undefined),
});

export const npfLayoutSchema = z.looseObject({
  type: z.string().catch(''),
  // rows
  display: z.array(rowSchema).catch([]),
  truncate_after: optionalNumber,
  // ask
  blocks: z.array(z.number().int()).catch([]),
  attribution: attributionSchema.optional().catch(undefined),
});
export type NpfLayout = z.infer<typeof npfLayoutSchema>;

const blocks = z.array(npfBlockSchema).catch([]);
const layouts = z.array(npfLayoutSchema).catch([]);

export const npfTrailItemSchema = z.looseObject({
  post: z
    .looseObject({ id: z.union([z.string(), z.number()]).optional().catch(undefined) })
    .optional()
    .catch(undefined),
  blog: blogRefSchema.optional().catch(undefined),
  broken_blog_name: optionalString,
  content: blocks,
  layout: layouts,
});
export type NpfTrailItem = z.infer<typeof npfTrailItemSchema>;

/** A post's content, as a post or as a step of a trail carries it. */
export interface NpfContent {
  content: NpfBlock[];
  layout: NpfLayout[];
}

/** The NPF part of a post (api.md "Neue Post Format (NPF) Posts"); the common fields are read apart. */
export const npfPostSchema = z.looseObject({
  content: blocks,
  layout: layouts,
  trail: z.array(npfTrailItemSchema).catch([]),
});
export type NpfPost = z.infer<typeof npfPostSchema>;
