import { embedSrc, playerSrc, videoFromUrl } from '@rookery/core';
import { embedCodeAddress } from '../posts/embed-source';

/**
 * The iframe address for what someone gave the tray's Embed entry — a player address, a YouTube or
 * Vimeo page in any of the forms people copy (core videoFromUrl, the server's resolver reads them
 * the same way), or an iframe's code — or null when it names no allowlisted player (core's
 * embedSrc). Other pages are the server's to read (media-tray.tsx asks it).
 */
export function embedAddress(input: string): string | null {
  const address = embedCodeAddress(input);
  const video = videoFromUrl(address);
  return embedSrc(video ? playerSrc(video) : address);
}
