import styles from './radio-group.module.css';

interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /**
   * `field` sits among form fields and is labelled like them; `setting` is a row of a switch list,
   * ruled off from the row above and labelled like a switch.
   */
  look?: 'field' | 'setting';
}

/** One choice of a few, all in view: native radios in a fieldset, so arrow keys move between them. */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  look = 'field',
}: RadioGroupProps<V>) {
  return (
    <fieldset className={`${styles.group} ${styles[look]}`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
