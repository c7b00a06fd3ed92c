import { useEffect, useRef } from 'react';
import { comboOf } from './key-combo';
import { createKeySequence } from './key-sequence';
import { shouldIgnoreShortcut } from './should-ignore-shortcut';

/**
 * Runs `handler` when the keys of `sequence` ("z c") are typed one after another outside text
 * fields, while the calling component is mounted (and `enabled`).
 */
export function useKeySequence(sequence: string, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;

  useEffect(() => {
    if (!enabled) return;
    const keys = sequence.toLowerCase().split(' ');
    const matcher = createKeySequence(keys);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || shouldIgnoreShortcut(event)) return;
      if (!matcher.feed(comboOf(event), event.timeStamp)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [sequence, enabled]);
}
