import { z } from 'zod';
import { EMBED_DEFAULT_WIDTH } from './video-urls.js';

/** POST /svc/post/get_video_data (spec document 2 §7): JSON embed_url, embed_width. */
export const videoDataRequestSchema = z.object({
  embed_url: z.string().trim().min(1, 'Paste a link to a video.').max(2048),
  embed_width: z.coerce.number().int().min(50).max(1920).default(EMBED_DEFAULT_WIDTH),
});

/** Spec document 2 §3 "Embed data returned for a video URL". */
export interface EmbedData {
  /** A still of the video (through the image proxy when it is on another host), or '' when none is known. */
  thumbnail: string;
  /** The video's own page. */
  url: string;
  /** The player at the width asked for, for the composer's preview. */
  preview_iframe: string;
  /** What the post stores in its embed field. */
  embed_code: string;
  /** Which player it is, for the renderer: its provider and id. */
  embed_render_context: { provider: string; id: string } | null;
  /** True when nothing playable was found; the other fields are then empty. */
  unsupported: boolean;
}

export const UNSUPPORTED_EMBED: EmbedData = {
  thumbnail: '',
  url: '',
  preview_iframe: '',
  embed_code: '',
  embed_render_context: null,
  unsupported: true,
};

/** POST /svc/post/get_link_data (ours, issue 17): what a link post's page says about itself. */
export const linkDataRequestSchema = z.object({
  url: z.string().trim().min(1, 'No url.').max(2048),
});

/**
 * A link post's fields filled from the page (Open Graph, Twitter Card, oEmbed, its title): each
 * one the author may still change. The thumbnail is the page's image stored as the author's upload
 * ('' when it has none, or it could not be fetched).
 */
export interface LinkData {
  url: string;
  title: string;
  excerpt: string;
  author: string;
  site_name: string;
  thumbnail: string;
}
