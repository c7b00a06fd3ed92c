import { useState } from 'react';
import { TextField } from '../../../ui/text-field/text-field';
import { dateTimeLocalOf, isoOfDateTimeLocal } from './post-options';

/**
 * When an edited post says it was posted, to the minute, in the person's own time zone. The input
 * keeps what is typed; the form gets the instant once it is complete.
 */
export function PostDateField({ value, onChange }: { value: string; onChange: (postDate: string) => void }) {
  const [typed, setTyped] = useState(() => dateTimeLocalOf(value));
  return (
    <TextField
      label="Post date"
      type="datetime-local"
      value={typed}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(isoOfDateTimeLocal(e.target.value));
      }}
    />
  );
}
