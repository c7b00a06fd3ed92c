/** Where a combobox stands: its list open or not, the highlighted option (-1: none) of `count`. */
export interface ComboboxState {
  open: boolean;
  active: number;
  count: number;
}

/** What a key does: the next state, and whether it picks the highlighted option or submits the text. */
export interface ComboboxMove {
  open: boolean;
  active: number;
  action: 'move' | 'pick' | 'submit' | 'close';
}

/**
 * The keys of a text field with a list of suggestions (WAI-ARIA combobox): Down and Up go through
 * the options and round through the field itself (-1), so the typed text is one step away; they
 * open a closed list. Enter picks the highlighted option, else submits the text. Escape closes an
 * open list. Null for every other key, and for Escape on a closed list: the page's own (the blog
 * view panel closes on it).
 */
export function comboboxKey(key: string, { open, active, count }: ComboboxState): ComboboxMove | null {
  switch (key) {
    case 'ArrowDown':
      if (!open) return { open: true, active: -1, action: 'move' };
      return { open, active: active + 1 < count ? active + 1 : -1, action: 'move' };
    case 'ArrowUp':
      if (!open) return { open: true, active: -1, action: 'move' };
      return { open, active: active < 0 ? count - 1 : active - 1, action: 'move' };
    case 'Enter':
      return open && active >= 0 && active < count
        ? { open: false, active: -1, action: 'pick' }
        : { open: false, active: -1, action: 'submit' };
    case 'Escape':
      return open ? { open: false, active: -1, action: 'close' } : null;
    default:
      return null;
  }
}
