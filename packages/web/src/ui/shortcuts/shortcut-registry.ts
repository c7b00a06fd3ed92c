import { comboOf, normalizeCombo } from './key-combo';
import { type KeyEventLike, shouldIgnoreShortcut } from './should-ignore-shortcut';

/** A handler may decline a key (answer false): the combo goes on to the one registered before it. */
type Handler = () => unknown;

/**
 * Global shortcuts by key combo; the latest registration of a combo wins until it unregisters, or
 * while it declines (a video player's `k` is the feed's `k` unless focus is in the player).
 */
export function createShortcutRegistry() {
  const handlers = new Map<string, { handler: Handler; first: boolean }[]>();

  /** The order a combo's handlers are asked in: `first` ones, then the rest, the latest of each first. */
  const inTurn = (list: { handler: Handler; first: boolean }[]) => [
    ...list.filter((h) => h.first).reverse(),
    ...list.filter((h) => !h.first).reverse(),
  ];

  return {
    /**
     * `first`: asked before the combo's other handlers whenever they registered (a handler that
     * declines unless focus is in its element, like a video player's keys).
     */
    register(combo: string, handler: Handler, options: { first?: boolean } = {}): () => void {
      const key = normalizeCombo(combo);
      const entry = { handler, first: options.first ?? false };
      handlers.set(key, [...(handlers.get(key) ?? []), entry]);
      return () => {
        const rest = (handlers.get(key) ?? []).filter((h) => h !== entry);
        if (rest.length) handlers.set(key, rest);
        else handlers.delete(key);
      };
    },

    /** Runs the matching handler; true when the key was a shortcut (the caller prevents its default). */
    handle(event: KeyEventLike): boolean {
      if (shouldIgnoreShortcut(event)) return false;
      for (const { handler } of inTurn(handlers.get(comboOf(event)) ?? []))
        if (handler() !== false) return true;
      return false;
    },
  };
}

export const shortcuts = createShortcutRegistry();
