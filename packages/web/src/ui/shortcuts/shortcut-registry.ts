import { comboOf, normalizeCombo } from './key-combo';
import { type KeyEventLike, shouldIgnoreShortcut } from './should-ignore-shortcut';

/** A handler may decline a key (answer false): the combo goes on to the one registered before it. */
type Handler = () => unknown;

/**
 * Global shortcuts by key combo; the latest registration of a combo wins until it unregisters, or
 * while it declines (a video player's `k` is the feed's `k` unless focus is in the player).
 */
export function createShortcutRegistry() {
  const handlers = new Map<string, Handler[]>();

  return {
    register(combo: string, handler: Handler): () => void {
      const key = normalizeCombo(combo);
      handlers.set(key, [...(handlers.get(key) ?? []), handler]);
      return () => {
        const rest = (handlers.get(key) ?? []).filter((h) => h !== handler);
        if (rest.length) handlers.set(key, rest);
        else handlers.delete(key);
      };
    },

    /** Runs the matching handler; true when the key was a shortcut (the caller prevents its default). */
    handle(event: KeyEventLike): boolean {
      if (shouldIgnoreShortcut(event)) return false;
      const list = handlers.get(comboOf(event)) ?? [];
      for (let i = list.length - 1; i >= 0; i--) if (list[i]!() !== false) return true;
      return false;
    },
  };
}

export const shortcuts = createShortcutRegistry();
