import type { EmbedData, LinkData, UploadResponse } from '@rookery/core';
import { api } from '../../api';

/**
 * The calls that make the server fetch a link of the member's (issue 17; server features/embeds
 * and media): a video link resolved to its player, a page read for a link post, an image by its
 * address stored as an upload.
 */
export const resolveVideo = (embedUrl: string, embedWidth?: number) =>
  api.post<EmbedData>('/svc/post/get_video_data', {
    embed_url: embedUrl,
    ...(embedWidth ? { embed_width: Math.round(embedWidth) } : {}),
  });

export const readLink = (url: string) => api.post<LinkData>('/svc/post/get_link_data', { url });

export const uploadFromAddress = (url: string) => api.post<UploadResponse>('/svc/media/upload_url', { url });

/** Spec document 2 §5: the server's answer must be an object; anything else is 'Invalid embed response'. */
export function isEmbedData(value: unknown): value is EmbedData {
  return !!value && typeof value === 'object' && 'unsupported' in value && 'embed_code' in value;
}
