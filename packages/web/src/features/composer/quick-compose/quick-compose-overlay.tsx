import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { QUICK_COMPOSE_ICON_ANIMATION_MS, QUICK_COMPOSE_ICON_STAGGER_MS } from '@rookery/core';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { COMPOSER_TYPES, type ComposerType, POST_TYPE_COLORS, POST_TYPE_LABELS } from '../composer-types';
import { PostTypeIcon } from '../post-type-icons';
import styles from './quick-compose.module.css';
import { nextSelection } from './selection-keys';

/** The quick compose overlay (spec document 1 §2, §4): the post types to pick from. */
export function QuickComposeOverlay({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState(0);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  // Escape closes; a click on the backdrop is handled below, beside the panel.
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false })]);

  useEffect(() => {
    items.current[selected]?.focus();
  }, [selected]);

  const choose = (type: ComposerType) => {
    onClose();
    navigate(`/new/${type}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextSelection(event.key, selected, COMPOSER_TYPES.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
  };

  return (
    <FloatingOverlay
      lockScroll
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <FloatingFocusManager context={context} initialFocus={-1}>
        <div
          ref={refs.setFloating}
          role="dialog"
          aria-modal="true"
          aria-label="Create a post"
          className={styles.panel}
          {...getFloatingProps({ onKeyDown })}
        >
          <ul className={styles.row}>
            {COMPOSER_TYPES.map((type, index) => (
              <li
                key={type}
                className={styles.item}
                style={
                  {
                    '--duration': `${QUICK_COMPOSE_ICON_ANIMATION_MS}ms`,
                    '--delay': `${index * QUICK_COMPOSE_ICON_STAGGER_MS}ms`,
                  } as CSSProperties
                }
              >
                <button
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  type="button"
                  className={styles.choice}
                  tabIndex={index === selected ? 0 : -1}
                  data-selected={index === selected || undefined}
                  onFocus={() => setSelected(index)}
                  onClick={() => choose(type)}
                >
                  <span
                    className={styles.circle}
                    style={{
                      background: POST_TYPE_COLORS[type],
                      color: type === 'text' ? '#001935' : '#fff',
                    }}
                  >
                    <PostTypeIcon type={type} size={36} />
                  </span>
                  <span className={styles.label}>{POST_TYPE_LABELS[type]}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.nevermind} onClick={onClose}>
            Nevermind
          </button>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
