import { embedCodeOf, embedCodeSource, playerSrc, videoFromUrl } from '@rookery/core';
import type { NpfBlock, NpfMedia } from '../schema.js';

/** The largest of an image's sizes (the spec lists them widest first, but says nothing is promised). */
export function largest(media: readonly NpfMedia[] | undefined): NpfMedia | undefined {
  return [...(media ?? [])].filter((m) => m.url).sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0];
}

/** Addresses written in embed HTML (src, value, data), for finding the video they play. */
function addressesIn(html: string): string[] {
  return [...html.matchAll(/\b(?:src|value|data)\s*=\s*["']([^"']+)["']/gi)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
}

/**
 * The player of a YouTube or Vimeo video an embed names, as Rookery stores it (core
 * storableEmbedCode's iframe), or null. Old Flash embeds write `youtube.com/v/ID&rel=0`: the
 * address is read again without what follows the first `&`.
 */
export function playableEmbed(...sources: (string | undefined)[]): string | null {
  const candidates = sources.flatMap((source) => (source ? [source, ...addressesIn(source)] : []));
  for (const candidate of candidates) {
    const video = videoFromUrl(candidate) ?? videoFromUrl(candidate.split('&')[0] ?? '');
    if (video) return embedCodeOf(playerSrc(video));
  }
  return null;
}

/**
 * A video block's player, from the page address, the embed address or its HTML. Embed HTML that
 * already plays that very player (what Rookery writes, read back) is kept as written, its size
 * with it; any other is replaced by Rookery's player.
 */
export function blockPlayer(block: NpfBlock): string | null {
  const youtubeId = block.provider === 'youtube' ? block.metadata?.id : undefined;
  const player = playableEmbed(
    block.url,
    block.embed_url,
    block.embed_html,
    youtubeId ? `https://www.youtube.com/watch?v=${youtubeId}` : undefined,
  );
  const written = block.embed_html ? embedCodeSource(block.embed_html) : null;
  return player && written === embedCodeSource(player) ? block.embed_html! : player;
}

/** The file a block plays itself (audio or video `media`), when it has one. */
export function ownFile(block: NpfBlock): string | undefined {
  return block.media?.[0]?.url || undefined;
}
