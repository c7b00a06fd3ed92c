import type { ComponentProps } from 'react';
import { Field } from './field';
import styles from './text-field.module.css';

interface SelectFieldProps<V extends string>
  extends Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A labelled native select, styled like the text inputs. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
  ...select
}: SelectFieldProps<V>) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <select
          className={`${styles.input} ${styles.select}`}
          value={value}
          // The options are V's, so the chosen value is one of them.
          onChange={(event) => onChange(event.target.value as V)}
          {...control}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
