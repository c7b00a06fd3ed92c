import type { SharePopoverData } from '@rookery/core';
import { Button } from '../../ui/button/button';
import { showToast } from '../../ui/toast/toast-store';
import { copyText } from '../messaging/share/external-share';
import styles from './share-popover.module.css';

/** The embed code, read-only (spec §5), selected on focus and copied with one click. */
export function EmbedView({ data, onBack }: { data: SharePopoverData; onBack: () => void }) {
  return (
    <div className={styles.form}>
      <label className={styles.fieldLabel} htmlFor="share-embed-code">
        Paste this code into your site to show the post
      </label>
      <textarea
        id="share-embed-code"
        className={styles.code}
        readOnly
        rows={5}
        value={data.embed_code}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button
          onClick={() =>
            copyText(data.embed_code).then(
              () => showToast('Embed code copied.'),
              () => showToast('Failed to copy the embed code.', 'error'),
            )
          }
        >
          Copy code
        </Button>
      </div>
    </div>
  );
}
