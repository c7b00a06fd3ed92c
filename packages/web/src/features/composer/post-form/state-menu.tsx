import type { FormPostState } from '@rookery/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CheckIcon } from '../../../ui/icons/icons';
import { ChevronDownIcon } from '../composer-icons';
import { nextSelection } from '../quick-compose/selection-keys';
import styles from './post-form.module.css';
import { STATE_CHOICES } from './state-choices';

interface StateMenuProps {
  value: FormPostState;
  onChange: (state: FormPostState) => void;
  disabled: boolean;
}

/**
 * The publishing choices beside the main button: Post now, Add to queue, Save as draft, Post
 * privately, Schedule. A menu drawn in place, not in a portal, so its keys stay inside the form's dialog:
 * Escape here closes the menu, not the form.
 */
export function StateMenu({ value, onChange, disabled }: StateMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const current = STATE_CHOICES.findIndex((c) => c.value === value);

  useEffect(() => {
    if (!open) return;
    items.current[current]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, current]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const next = nextSelection(event.key, Math.max(0, at), STATE_CHOICES.length);
    if (next === null) return;
    event.preventDefault();
    items.current[next]?.focus();
  };

  return (
    <div ref={root} className={styles.stateMenu}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label="Publishing options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDownIcon />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Publishing options"
          className={styles.menu}
          onKeyDown={onKeyDown}
        >
          {STATE_CHOICES.map((choice, index) => (
            <button
              key={choice.value}
              ref={(el) => {
                items.current[index] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={choice.value === value}
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                onChange(choice.value);
                close();
              }}
            >
              <span className={styles.menuCheck}>{choice.value === value && <CheckIcon />}</span>
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
