import { comboOf, normalizeCombo } from './key-combo';
import { type KeyEventLike, shouldIgnoreShortcut } from './should-ignore-shortcut';

type Handler = () => void;

/** Global shortcuts by key combo; the latest registration of a combo wins until it unregisters. */
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
      const handler = handlers.get(comboOf(event))?.at(-1);
      if (!handler) return false;
      handler();
      return true;
    },
  };
}

export const shortcuts = createShortcutRegistry();
