import type { ReactNode } from 'react';
import styles from './fields.module.css';

interface FilePickButtonProps {
  label: string;
  icon: ReactNode;
  accept: string;
  multiple?: boolean;
  onPick: (files: File[]) => void;
  variant?: 'large' | 'small';
}

/** A file input dressed as a button: the native input stays focusable and labelled for keyboards and tests. */
export function FilePickButton({
  label,
  icon,
  accept,
  multiple,
  onPick,
  variant = 'large',
}: FilePickButtonProps) {
  return (
    <label className={`${styles.pick} ${styles[`pick-${variant}`]}`}>
      <span className={styles.pickIcon}>{icon}</span>
      <span>{label}</span>
      <input
        type="file"
        className="visually-hidden"
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so picking the same file again still fires a change.
          event.target.value = '';
          if (files.length) onPick(files);
        }}
      />
    </label>
  );
}
