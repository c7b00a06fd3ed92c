import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './switch.module.css';

interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'id'> {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a native checkbox with the switch role, so it is keyboard and screen-reader ready. */
export function Switch({ label, description, checked, onChange, ...input }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        {...input}
      />
    </div>
  );
}
