import { useId } from 'react';
import styles from './blog-settings.module.css';
import { toColorInputValue } from './hex-color';

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const id = useId();
  const color = toColorInputValue(value);
  return (
    <div className={styles.color}>
      <input id={id} type="color" value={color} onChange={(event) => onChange(event.target.value)} />
      <div className={styles.colorText}>
        <label htmlFor={id} className={styles.colorLabel}>
          {label}
        </label>
        <span className={styles.colorValue}>{color.toUpperCase()}</span>
      </div>
    </div>
  );
}
