import { STICKERS, stickerUrl } from '@rookery/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import styles from './compose.module.css';

interface StickerPickerProps {
  onPick: (id: string) => void;
  onClose: () => void;
}

/**
 * The built-in stickers (core `STICKERS`), a grid over the compose box: a click sends one at once;
 * arrows move between them, Escape closes. Ours: the spec has sticker messages but names no picker.
 */
export function StickerPicker({ onPick, onClose }: StickerPickerProps) {
  const grid = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    grid.current?.querySelector('button')?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 4, ArrowUp: -4 }[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
  }

  return (
    <fieldset ref={grid} className={styles.stickers} aria-label="Stickers" onKeyDown={onKeyDown}>
      {STICKERS.map((sticker) => (
        <button
          key={sticker.id}
          type="button"
          className={styles.stickerChoice}
          title={sticker.name}
          onClick={() => onPick(sticker.id)}
        >
          <img src={stickerUrl(sticker.id)} alt={sticker.name} width={56} height={56} />
        </button>
      ))}
    </fieldset>
  );
}
