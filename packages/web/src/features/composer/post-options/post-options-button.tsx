import { SettingsIcon } from '../../../ui/icons/icons';
import styles from './post-options.module.css';

interface PostOptionsButtonProps {
  open: boolean;
  /** Some option differs from a new post's: a dot says so while the section is closed. */
  set: boolean;
  controls: string;
  disabled: boolean;
  onToggle: () => void;
}

/** The gear beside the post button that shows and hides the post's options. */
export function PostOptionsButton({ open, set, controls, disabled, onToggle }: PostOptionsButtonProps) {
  return (
    <button
      type="button"
      className={styles.gear}
      aria-label="Post options"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      title={set ? 'Post options (some are set)' : 'Post options'}
      disabled={disabled}
      onClick={onToggle}
    >
      <SettingsIcon />
      {set && !open && <span className={styles.setDot} aria-hidden="true" />}
    </button>
  );
}
