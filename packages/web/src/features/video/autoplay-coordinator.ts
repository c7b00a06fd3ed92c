import { VIDEO_SCROLL_CHECK_THROTTLE_MS } from '@rookery/core';

/** What the coordinator needs of a mounted player. */
export interface AutoplayPlayer {
  element: HTMLElement;
  /** Autoplay is on (not turned off by a click, an error or reduced motion). */
  autoplay(): boolean;
  /** The whole player is in the watched viewport. */
  fullyVisible(): boolean;
  paused(): boolean;
  play(): void;
  pause(): void;
}

const players = new Set<AutoplayPlayer>();
let timer: ReturnType<typeof setTimeout> | null = null;
let lastCheck = 0;

/** Document order: the first player on the page is the one nearest the top of the feed. */
const byPlace = (a: AutoplayPlayer, b: AutoplayPlayer) =>
  a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * Spec document 2 §4: only the first fully visible autoplaying player plays (muted); every other
 * autoplaying player is paused.
 */
function check(): void {
  lastCheck = Date.now();
  timer = null;
  const candidates = [...players].filter((p) => p.autoplay()).sort(byPlace);
  const chosen = candidates.find((p) => p.fullyVisible());
  for (const player of candidates) {
    if (player === chosen) {
      if (player.paused()) player.play();
    } else if (!player.paused()) player.pause();
  }
}

/** Asks for a check; checks run at most every 500 ms (spec §9: the flat scroll check's throttle). */
export function requestAutoplayCheck(): void {
  if (timer) return;
  const wait = Math.max(0, lastCheck + VIDEO_SCROLL_CHECK_THROTTLE_MS - Date.now());
  timer = setTimeout(check, wait);
}

function onScroll(): void {
  requestAutoplayCheck();
}

export function registerAutoplayPlayer(player: AutoplayPlayer): () => void {
  if (players.size === 0) window.addEventListener('scroll', onScroll, { passive: true });
  players.add(player);
  requestAutoplayCheck();
  return () => {
    players.delete(player);
    if (players.size === 0) window.removeEventListener('scroll', onScroll);
    requestAutoplayCheck();
  };
}
