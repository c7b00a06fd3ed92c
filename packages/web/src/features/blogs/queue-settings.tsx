import {
  QUEUE_HOUR_MAX,
  QUEUE_HOUR_MIN,
  QUEUE_POSTS_PER_DAY_MAX,
  QUEUE_POSTS_PER_DAY_MIN,
} from '@rookery/core';
import { Card } from '../../ui/layout/card';
import { SelectField } from '../../ui/text-field/select-field';
import { TextField } from '../../ui/text-field/text-field';
import styles from './blog-settings.module.css';
import type { BlogSettingsValues } from './settings-values';

/** "09:00" for 9; the window may end at 24:00, the end of the day. */
const hourOption = (hour: number) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` });
const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => hourOption(from + i));
// The window is at least an hour long, so it starts by 23:00 and ends from 01:00.
const START_OPTIONS = hours(QUEUE_HOUR_MIN, QUEUE_HOUR_MAX - 1);
const END_OPTIONS = hours(QUEUE_HOUR_MIN + 1, QUEUE_HOUR_MAX);

interface QueueSettingsProps {
  values: BlogSettingsValues;
  onChange: (patch: Partial<BlogSettingsValues>) => void;
  errors: { posts_per_day?: string; hours?: string };
}

export function QueueSettings({ values, onChange, errors }: QueueSettingsProps) {
  return (
    <Card
      title="Queue"
      description={<p>Queued posts go out this many times a day, spread evenly between these hours (UTC).</p>}
    >
      <div className={styles.stack}>
        <TextField
          label="Posts per day"
          type="number"
          inputMode="numeric"
          min={QUEUE_POSTS_PER_DAY_MIN}
          max={QUEUE_POSTS_PER_DAY_MAX}
          step={1}
          value={values.posts_per_day}
          onChange={(event) => onChange({ posts_per_day: event.target.value })}
          error={errors.posts_per_day}
        />
        <div className={styles.grid}>
          <SelectField
            label="From"
            options={START_OPTIONS}
            value={values.queue_start_hour}
            onChange={(queue_start_hour) => onChange({ queue_start_hour })}
          />
          <SelectField
            label="Until"
            options={END_OPTIONS}
            value={values.queue_end_hour}
            onChange={(queue_end_hour) => onChange({ queue_end_hour })}
          />
        </div>
        {errors.hours && (
          <p className={styles.error} role="alert">
            {errors.hours}
          </p>
        )}
      </div>
    </Card>
  );
}
