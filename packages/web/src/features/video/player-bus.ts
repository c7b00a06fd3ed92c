/**
 * "Opening the blog peek panel or a post form pauses players" (spec document 2 §4): whatever opens
 * one calls pauseVideoPlayers; each mounted player listens. First-paint sized: the players
 * themselves load lazily.
 */
const listeners = new Set<() => void>();

export function pauseVideoPlayers(): void {
  for (const pause of listeners) pause();
}

export function onPauseVideoPlayers(pause: () => void): () => void {
  listeners.add(pause);
  return () => listeners.delete(pause);
}
