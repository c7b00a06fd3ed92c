import type { KeyEventLike } from './should-ignore-shortcut';

const MODIFIERS = ['alt', 'ctrl', 'meta', 'shift'] as const;

/**
 * The key a shortcut names. Letters and digits come from the physical key code, because with Alt
 * held a Mac reports the composed character ("ç" for alt+c).
 */
function baseKey(event: Pick<KeyEventLike, 'key' | 'code'>): string {
  const code = event.code ?? '';
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  return event.key.toLowerCase();
}

/** "Shift+Alt+C" and "alt+shift+c" both become "alt+shift+c". */
export function normalizeCombo(combo: string): string {
  const parts = combo.toLowerCase().split('+');
  const key = parts.pop() ?? '';
  const mods = MODIFIERS.filter((m) => parts.includes(m));
  return [...mods, key].join('+');
}

export function comboOf(event: KeyEventLike): string {
  const held = { alt: event.altKey, ctrl: event.ctrlKey, meta: event.metaKey, shift: event.shiftKey };
  const mods = MODIFIERS.filter((m) => held[m]);
  return [...mods, baseKey(event)].join('+');
}
