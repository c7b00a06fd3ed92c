import { type ChangeEvent, type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrors, type Validator } from './field-errors';
import { placeServerErrors } from './server-errors';

/** The call a form submits to: a TanStack mutation fits. */
interface Submission {
  error: unknown;
  reset: () => void;
}

interface FormOptions<V> {
  /** Its failure's messages show at their fields (or once for the form); an edit clears them. */
  submission: Submission;
  /** Fields whose rule errors show while typing rather than after leaving the field. */
  live?: (keyof V & string)[];
}

/**
 * Form values validated on every render by a core schema — the same rules the server enforces —
 * with errors shown once a field was left (or at once for `live` fields) and all of them on submit.
 */
export function useForm<V extends Record<string, string>, T>(
  schema: Validator<T>,
  initial: V,
  { submission, live = [] }: FormOptions<V>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const result = schema.safeParse(values);
  const errors = result.success ? {} : fieldErrors(result.error.issues);
  const server = placeServerErrors(submission.error, Object.keys(initial));

  const errorOf = (name: keyof V & string): string | null => {
    const shown = submitted || touched.has(name) || (live.includes(name) && values[name] !== '');
    return (shown ? errors[name] : undefined) ?? server.byField[name] ?? null;
  };

  /** Changes one value; for controls that are not a text input (checkboxes, switches). */
  const set = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The server's answer was about the values sent; once they change it no longer applies.
    submission.reset();
  };

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    onBlur: () => setTouched((current) => new Set(current).add(name)),
    error: errorOf(name),
  });

  const handleSubmit = (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (result.success) {
      setSubmitted(true);
      onValid(result.data);
      return;
    }
    // Put the keyboard where the first problem is: once drawn, since a field not yet left shows
    // its error (and aria-invalid) only from this submit on.
    const form = event.currentTarget;
    flushSync(() => setSubmitted(true));
    form.querySelector<HTMLElement>('[aria-invalid="true"], :invalid')?.focus();
  };

  const reset = () => {
    setValues(initial);
    setTouched(new Set());
    setSubmitted(false);
  };

  return { values, field, set, errorOf, handleSubmit, reset, formError: server.unplaced };
}
