import { useState } from 'react';
import { TextField } from '../../../ui/text-field/text-field';
import styles from './post-form.module.css';
import { fromLocalParts, localParts } from './schedule';

/**
 * When a scheduled post goes out: a date and a time in the person's own time zone. Each input keeps
 * what was typed; the form gets the instant once both are filled in.
 */
export function ScheduleFields({
  value,
  onChange,
}: {
  value: string;
  onChange: (publishOn: string) => void;
}) {
  const [parts, setParts] = useState(() => localParts(value));
  const change = (next: { date: string; time: string }) => {
    setParts(next);
    onChange(fromLocalParts(next.date, next.time));
  };
  return (
    <fieldset className={styles.schedule}>
      <legend className="visually-hidden">Publish on</legend>
      <TextField
        label="Date"
        type="date"
        value={parts.date}
        required
        onChange={(e) => change({ ...parts, date: e.target.value })}
      />
      <TextField
        label="Time"
        type="time"
        value={parts.time}
        required
        onChange={(e) => change({ ...parts, time: e.target.value })}
      />
    </fieldset>
  );
}
