import { useState } from 'react';
import styles from './editor.module.css';

interface LinkAddressInputProps {
  initial: string;
  onDone: (address: string) => void;
  onCancel: () => void;
}

/**
 * The link's address and its Done button. Enter is Done and Escape gives up, without reaching the
 * post form around the editor (which would submit or close).
 */
export function LinkAddressInput({ initial, onDone, onCancel }: LinkAddressInputProps) {
  const [address, setAddress] = useState(initial);
  return (
    <span className={styles.linkEntry}>
      <input
        // The entry opens because the person asked for it: the address is what they type next.
        // biome-ignore lint/a11y/noAutofocus: see above
        autoFocus
        className={styles.linkInput}
        aria-label="Link address"
        placeholder="Enter a URL"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            e.stopPropagation();
            onDone(address.trim());
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onCancel();
          }
        }}
      />
      <button type="button" className={styles.toolButton} onClick={() => onDone(address.trim())}>
        Done
      </button>
    </span>
  );
}
