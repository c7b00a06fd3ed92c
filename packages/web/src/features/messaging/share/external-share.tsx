import type { PostView } from '@rookery/core';
import { useEffect, useRef } from 'react';
import { Icon } from '../../../ui/icons/icons';
import { showToast } from '../../../ui/toast/toast-store';
import { ARROW_FOCUS } from '../recipients/arrow-focus';
import styles from './share.module.css';
import { popupFeatures, shareLinks } from './share-rules';

/** Spec document 2 §4: a successful external share closes the popover after this long. */
const CLOSE_AFTER_SHARE_MS = 3000;

/** The post's permalink as a full address, for other sites and the clipboard. */
function permalinkOf(post: PostView): string {
  return new URL(post.post_url, window.location.origin).href;
}

/** Copies text; without the Clipboard API (a page served over plain http) through a hidden field. */
export function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  return copied ? Promise.resolve() : Promise.reject(new Error('copy refused'));
}

/**
 * The external row: copy the permalink, or share it to Twitter, Facebook or Reddit in a popup of the
 * spec's size. Nothing goes through our server.
 */
export function ExternalShare({ post, onClose }: { post: PostView; onClose: () => void }) {
  const closing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closing.current), []);
  const shared = () => {
    window.clearTimeout(closing.current);
    closing.current = window.setTimeout(onClose, CLOSE_AFTER_SHARE_MS);
  };
  const permalink = permalinkOf(post);

  return (
    <ul className={styles.external} aria-label="Share elsewhere">
      <li>
        <button
          type="button"
          className={styles.network}
          onClick={() => {
            copyText(permalink).then(
              () => {
                showToast("It's copied! Paste it wherever!");
                shared();
              },
              () => showToast('Failed to copy permalink.', 'error'),
            );
          }}
          {...ARROW_FOCUS}
        >
          <span className={`${styles.networkIcon} ${styles.copy}`} aria-hidden="true">
            <Icon size={18} strokeWidth={2.2}>
              <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
            </Icon>
          </span>
          Copy link
        </button>
      </li>
      {shareLinks(permalink).map((link) => (
        <li key={link.network}>
          <a
            className={styles.network}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              window.open(link.url, `share-${link.network}`, popupFeatures(link, window.screen));
              shared();
            }}
            {...ARROW_FOCUS}
          >
            <span className={`${styles.networkIcon} ${styles[link.network]}`} aria-hidden="true">
              {link.network === 'facebook' ? 'f' : link.label.charAt(0)}
            </span>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
