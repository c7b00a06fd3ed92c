import type { KeyboardEvent } from 'react';
import { COMPOSER_TYPES, type ComposerType, POST_TYPE_COLORS, POST_TYPE_LABELS } from '../composer-types';
import { PostTypeIcon } from '../post-type-icons';
import { nextSelection } from '../quick-compose/selection-keys';
import styles from './post-form.module.css';

interface TypeTabsProps {
  value: ComposerType;
  onChange: (type: ComposerType) => void;
  /** The id of the field area the tabs control. */
  panelId: string;
}

/** The type tab strip (spec document 1 §2): an icon and a label per type; arrow keys move between tabs. */
export function TypeTabs({ value, onChange, panelId }: TypeTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextSelection(event.key, COMPOSER_TYPES.indexOf(value), COMPOSER_TYPES.length);
    if (next === null) return;
    event.preventDefault();
    const type = COMPOSER_TYPES[next]!;
    onChange(type);
    event.currentTarget.querySelector<HTMLElement>(`[data-type="${type}"]`)?.focus();
  };

  return (
    <div role="tablist" aria-label="Post type" className={styles.tabs} onKeyDown={onKeyDown}>
      {COMPOSER_TYPES.map((type) => {
        const selected = type === value;
        return (
          <button
            key={type}
            id={`${panelId}-${type}`}
            type="button"
            role="tab"
            data-type={type}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(type)}
          >
            <span
              className={styles.tabIcon}
              style={{ color: type === 'text' ? 'var(--ink)' : POST_TYPE_COLORS[type] }}
            >
              <PostTypeIcon type={type} size={26} />
            </span>
            <span className={styles.tabLabel}>{POST_TYPE_LABELS[type]}</span>
          </button>
        );
      })}
    </div>
  );
}
