import { useEffect, useRef, useState } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // The entry opens because the person asked for it: the address is what they type next. The floating
  // menu holding it stays hidden until it has been placed, and a hidden field takes no focus (so
  // autoFocus came too early): asked again each frame, for up to a second, until it takes it.
  useEffect(() => {
    let frame = 0;
    const started = performance.now();
    const focus = () => {
      const field = input.current;
      if (!field || document.activeElement === field || performance.now() - started > 1000) return;
      field.focus();
      frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <span className={styles.linkEntry}>
      <input
        ref={input}
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
