import type { SharePopoverData } from '@rookery/core';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons/icons';
import styles from './share-popover.module.css';

/** What an option opens; the popover decides how (spec document 2 §2). */
export type ShareOption =
  | 'embed'
  | 'email'
  | 'facebook'
  | 'pinterest'
  | 'twitter'
  | 'reddit'
  | 'permalink'
  | 'message'
  | 'flag'
  | 'cancel';

interface OptionRow {
  option: ShareOption;
  label: string;
  /** A glyph in the row's badge, coloured per option in the stylesheet. */
  badge: ReactNode;
  shown: (data: SharePopoverData) => boolean;
}

/** The spec's order: Embed, Email, Facebook, Pinterest, Twitter, Reddit, permalink, Flag, Cancel. */
const ROWS: OptionRow[] = [
  { option: 'embed', label: 'Embed', badge: '</>', shown: (d) => d.show_embed },
  { option: 'email', label: 'Email', badge: '@', shown: (d) => d.show_email },
  { option: 'facebook', label: 'Facebook', badge: 'f', shown: (d) => d.show_facebook },
  { option: 'pinterest', label: 'Pinterest', badge: 'P', shown: (d) => d.show_pinterest },
  { option: 'twitter', label: 'Twitter', badge: 'T', shown: (d) => d.show_twitter },
  { option: 'reddit', label: 'Reddit', badge: 'R', shown: (d) => d.show_reddit },
  {
    option: 'permalink',
    label: 'Copy link',
    badge: (
      <Icon size={16} strokeWidth={2.4}>
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      </Icon>
    ),
    shown: (d) => d.show_permalink,
  },
  // Ours: the share-by-message popover stays one click away for a signed-in reader.
  { option: 'message', label: 'Send as a message', badge: '✉', shown: (d) => d.has_user && !d.is_private },
  { option: 'flag', label: 'Flag', badge: '⚑', shown: (d) => d.show_flagging },
];

/** The options list: each row honours its show_* flag; a private post shows none (spec §4). */
export function ShareOptions({
  data,
  onChoose,
}: {
  data: SharePopoverData;
  onChoose: (option: ShareOption) => void;
}) {
  return (
    <div className={styles.options}>
      {data.is_private ? (
        <p className={styles.note}>This post is not public, so it cannot be shared.</p>
      ) : (
        <ul className={styles.list}>
          {ROWS.filter((row) => row.shown(data)).map((row) => (
            <li key={row.option}>
              <button
                type="button"
                className={styles.option}
                data-option={row.option}
                onClick={() => onChoose(row.option)}
              >
                <span className={`${styles.badge} ${styles[row.option] ?? ''}`} aria-hidden="true">
                  {row.badge}
                </span>
                <span className={styles.optionText}>
                  {row.label}
                  {row.option === 'permalink' && (
                    <span className={styles.permalink}>{data.permalink_label}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.cancel} onClick={() => onChoose('cancel')}>
        Cancel
      </button>
    </div>
  );
}
