import { embedSrc } from '@rookery/core';
import { embedCodeAddress } from '../posts/embed-source';

/** Watch pages people copy, rewritten to the player address the allowlist accepts. */
function playerAddress(url: URL): string {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' && url.pathname === '/watch' && url.searchParams.get('v')) {
    return `https://www.youtube.com/embed/${encodeURIComponent(url.searchParams.get('v')!)}`;
  }
  if (host === 'youtu.be' && url.pathname.length > 1) return `https://www.youtube.com/embed${url.pathname}`;
  if (host === 'vimeo.com' && /^\/\d+$/.test(url.pathname))
    return `https://player.vimeo.com/video${url.pathname}`;
  return url.href;
}

/**
 * The iframe address for what someone gave the tray's Embed entry (a player address, a watch page,
 * or an iframe's code), or null when it is not an allowlisted player (core's embedSrc).
 */
export function embedAddress(input: string): string | null {
  try {
    return embedSrc(playerAddress(new URL(embedCodeAddress(input))));
  } catch {
    return null;
  }
}
