import { AA_TEXT_CONTRAST, contrastRatio, nearestPassingColour } from '@rookery/core';
import { WarningIcon } from '../../ui/icons/icons';
import styles from './contrast-warning.module.css';

interface ContrastWarningProps {
  /** What the colour is for, as the field names it: "Title colour". */
  label: string;
  colour: string;
  background: string;
  onFix: (colour: string) => void;
}

/**
 * Says when a text colour is hard to read on the blog's background (below WCAG AA's 4.5:1), with the
 * ratio, and offers the nearest colour that passes — same hue, lighter or darker — in one click.
 */
export function ContrastWarning({ label, colour, background, onFix }: ContrastWarningProps) {
  const ratio = contrastRatio(colour, background);
  if (ratio === null || ratio >= AA_TEXT_CONTRAST) return null;
  const fix = nearestPassingColour(colour, background);
  return (
    <div className={styles.warning}>
      <WarningIcon />
      <p className={styles.text}>
        {label} has {ratio.toFixed(1)}:1 contrast on the background; text needs {AA_TEXT_CONTRAST}:1 to be
        easy to read.
      </p>
      {fix && (
        <button type="button" className={styles.fix} onClick={() => onFix(fix)}>
          <span className={styles.swatch} style={{ background: fix }} />
          Use {fix}
        </button>
      )}
    </div>
  );
}
