import { useEffect, useRef } from 'react';
import { shortcuts } from './shortcut-registry';

/** Registers a global shortcut while the calling component is mounted (and `enabled`). */
export function useShortcut(combo: string, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;

  useEffect(() => {
    if (!enabled) return;
    return shortcuts.register(combo, () => latest.current());
  }, [combo, enabled]);
}

/** The one document listener that feeds the registry. */
export function useShortcutListener(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (shortcuts.handle(event)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
