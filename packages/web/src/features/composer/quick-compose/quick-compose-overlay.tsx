import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { QUICK_COMPOSE_ICON_ANIMATION_MS, QUICK_COMPOSE_ICON_STAGGER_MS } from '@rookery/core';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { composerLinkState, newPostPath } from '../composer-context';
import { nameComposerOpener } from '../composer-opener';
import { COMPOSER_TYPES, type ComposerType, POST_TYPE_COLORS, POST_TYPE_LABELS } from '../composer-types';
import { PostTypeIcon } from '../post-type-icons';
import styles from './quick-compose.module.css';
import { quickComposeStore } from './quick-compose-store';
import { nextSelection } from './selection-keys';

/** The quick compose overlay (spec document 1 §2, §4): the post types to pick from. */
export function QuickComposeOverlay({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  // Put away without a choice (Escape, Nevermind, the backdrop): focus goes back to what opened it.
  const dismiss = () => {
    onClose();
    const opener = quickComposeStore.opener();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  const location = useLocation();
  const [selected, setSelected] = useState(0);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss();
    },
  });
  // Escape closes; a click on the backdrop is handled below, beside the panel.
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false })]);

  useEffect(() => {
    items.current[selected]?.focus();
  }, [selected]);

  // The form opens on the current page's base route and returns to this page (composer-context).
  const choose = (type: ComposerType) => {
    nameComposerOpener(quickComposeStore.opener());
    onClose();
    navigate(newPostPath(location.pathname, type), {
      state: composerLinkState(location),
      preventScrollReset: true,
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The spec's dialog keys (document 1 §9): Space closes, as Escape does; Enter chooses the
    // selected type. Without this, Space would press the focused icon and open a form.
    if (event.key === ' ') {
      event.preventDefault();
      dismiss();
      return;
    }
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
        if (event.target === event.currentTarget) dismiss();
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
          <button type="button" className={styles.nevermind} onClick={dismiss}>
            Nevermind
          </button>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
