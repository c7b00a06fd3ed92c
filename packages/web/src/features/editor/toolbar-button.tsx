import type { ComponentProps } from 'react';
import styles from './editor.module.css';

interface ToolbarButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  label: string;
  active?: boolean;
}

/**
 * A toolbar button named by its label; pressing it keeps the editor's selection, because a button
 * that took focus on mousedown would collapse what the person selected.
 */
export function ToolbarButton({ label, active, children, ...props }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      onMouseDown={(e) => e.preventDefault()}
      {...props}
    >
      {children ?? label}
    </button>
  );
}
