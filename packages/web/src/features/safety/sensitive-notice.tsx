import { SAFE_MODE_LINKS, safeModeTexts } from '@rookery/core';
import styles from './sensitive-notice.module.css';

interface SensitiveNoticeProps {
  /** The reader may turn safe mode off: the notice links to the setting, else explains. */
  canChange: boolean;
  onViewAnyway: () => void;
}

/**
 * In place of a sensitive post's content for a reader in safe mode (spec document 3 §6): 'may
 * contain sensitive media', a link to the Safe Mode setting for those who can change it or 'Why
 * am I seeing this?' for the rest, and 'View anyway'.
 */
export function SensitiveNotice({ canChange, onViewAnyway }: SensitiveNoticeProps) {
  return (
    <div className={styles.notice}>
      <p className={styles.words}>{safeModeTexts.sensitiveMedia}</p>
      <p className={styles.links}>
        {canChange ? (
          <a href={SAFE_MODE_LINKS.setting}>{safeModeTexts.safeModeSettings}</a>
        ) : (
          <a href={SAFE_MODE_LINKS.docs}>{safeModeTexts.whyAmISeeingThis}</a>
        )}
        <button type="button" className={styles.viewAnyway} onClick={onViewAnyway}>
          {safeModeTexts.viewAnyway}
        </button>
      </p>
    </div>
  );
}
