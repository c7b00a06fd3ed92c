import { AD_PLACEMENT_LABELS, AD_PLACEMENTS, type AdPlacement } from '@rookery/core';
import { useId } from 'react';
import styles from './campaigns.module.css';

interface PlacementChoicesProps {
  chosen: AdPlacement[];
  onChange: (placement: AdPlacement, chosen: boolean) => void;
  error: string | null;
}

/** The eight placements as checkboxes in a group, its error said with it. */
export function PlacementChoices({ chosen, onChange, error }: PlacementChoicesProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.placements} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Placements</legend>
      <div className={styles.choices}>
        {AD_PLACEMENTS.map((placement) => (
          <label key={placement} className={styles.choice}>
            <input
              type="checkbox"
              name="placements"
              value={placement}
              checked={chosen.includes(placement)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(placement, event.target.checked)}
            />
            {AD_PLACEMENT_LABELS[placement]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
