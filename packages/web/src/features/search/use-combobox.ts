import { type KeyboardEvent, useCallback, useId, useState } from 'react';
import { comboboxKey } from './combobox-keys';

/**
 * A text field with a list of suggestions (the header's search, the blog search's 'Popular Tags:'):
 * WAI-ARIA combobox state and keys (combobox-keys.ts). The list itself comes in a lazy chunk, so it
 * tells the field what it offers through `setOptions`; focus stays in the field, the highlighted
 * option is its active descendant.
 */
export function useCombobox<T>({ onPick, onSubmit }: { onPick: (option: T) => void; onSubmit: () => void }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<readonly T[]>([]);
  const expanded = open && options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an IME composition chooses the composed text, not a search.
    if (event.nativeEvent.isComposing) return;
    const move = comboboxKey(event.key, { open, active, count: options.length });
    if (!move) return;
    event.preventDefault();
    setOpen(move.open);
    setActive(move.active);
    const option = options[active];
    if (move.action === 'pick' && option !== undefined) onPick(option);
    if (move.action === 'submit') onSubmit();
  };

  const optionId = useCallback((index: number) => `${listId}-${index}`, [listId]);

  return {
    listId,
    open,
    active,
    optionId,
    setOptions,
    setActive,
    /** Opens the list (typing, focus) with nothing highlighted. */
    show: useCallback(() => {
      setOpen(true);
      setActive(-1);
    }, []),
    hide: useCallback(() => {
      setOpen(false);
      setActive(-1);
    }, []),
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      // Only while the list is there: an id that names nothing is an ARIA error.
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    },
  };
}

export type Combobox<T> = ReturnType<typeof useCombobox<T>>;
