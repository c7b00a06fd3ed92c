import { GIF_SEARCH_LIMIT, type GifSearchResponse, gifTexts } from '@rookery/core';
import { request } from '../../api/client';

/**
 * Spec document 2 §5: an answer without a result list is 'Invalid GIF search response'. Checked
 * here, where the answer arrives, so the panel only ever holds a well-formed one.
 */
export function isGifSearchResponse(answer: unknown): answer is GifSearchResponse {
  if (!answer || typeof answer !== 'object') return false;
  const { media } = answer as { media?: unknown };
  return (
    Array.isArray(media) &&
    media.every(
      (gif) =>
        !!gif && typeof gif === 'object' && typeof (gif as { mediaUrl?: unknown }).mediaUrl === 'string',
    )
  );
}

/** POST /svc/search/inline_gif (spec §7): the GIFs about `q` ('' asks for the most noted new ones). */
export async function fetchGifs(
  q: string,
  context: string,
  signal?: AbortSignal,
): Promise<GifSearchResponse> {
  const answer = await request<unknown>('POST', '/svc/search/inline_gif', {
    json: { q, limit: GIF_SEARCH_LIMIT, context },
    signal,
  });
  if (!isGifSearchResponse(answer)) throw new Error(gifTexts.invalidResponse);
  return answer;
}
