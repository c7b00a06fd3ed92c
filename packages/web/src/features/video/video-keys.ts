import { VIDEO_KEYBOARD_SEEK_S } from '@rookery/core';
import { shortcuts } from '../../ui/shortcuts/shortcut-registry';

/** What a focused player does for a key. */
export interface KeyedPlayer {
  element: HTMLElement;
  togglePlay(): void;
  toggleMute(): void;
  seekBy(seconds: number): void;
}

const players = new Set<KeyedPlayer>();
let uninstall: (() => void) | null = null;

/**
 * The player that has the keyboard: the one focus is in. Keys pressed anywhere else (and in the
 * seek bar's own field, which moves itself) are declined, so the feed keeps its j/k and the page
 * its space.
 */
function focused(): KeyedPlayer | undefined {
  const active = document.activeElement;
  if (!active || active.tagName === 'INPUT') return undefined;
  return [...players].find((p) => p.element.contains(active));
}

const act = (run: (p: KeyedPlayer) => void) => () => {
  const player = focused();
  if (!player) return false;
  run(player);
  return true;
};

/** Asked before the feed's keys (which load later), declining whenever focus is not in a player. */
const FIRST = { first: true };

/**
 * Space and k play or pause, m mutes, the arrows seek 5 s (spec document 2 §2, issue 17), through
 * the app's one shortcut registry: a letter typed in a field is never a shortcut.
 */
function install(): () => void {
  const keys: [string, (p: KeyedPlayer) => void][] = [
    [' ', (p) => p.togglePlay()],
    ['k', (p) => p.togglePlay()],
    ['m', (p) => p.toggleMute()],
    ['arrowleft', (p) => p.seekBy(-VIDEO_KEYBOARD_SEEK_S)],
    ['arrowright', (p) => p.seekBy(VIDEO_KEYBOARD_SEEK_S)],
  ];
  const offs = keys.map(([combo, run]) => shortcuts.register(combo, act(run), FIRST));
  return () => {
    for (const off of offs) off();
  };
}

export function registerKeyedPlayer(player: KeyedPlayer): () => void {
  players.add(player);
  uninstall ??= install();
  return () => {
    players.delete(player);
    if (players.size === 0) {
      uninstall?.();
      uninstall = null;
    }
  };
}
