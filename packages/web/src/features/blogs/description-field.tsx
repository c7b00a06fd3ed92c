import { lazy, Suspense } from 'react';
import fieldStyles from '../../ui/text-field/text-field.module.css';
import styles from './description-field.module.css';

// The editor and its libraries are a chunk of their own: most visits to the settings never touch
// the description, and the start page must not download TipTap. A failed load reaches the route's
// error page like any other.
const RichEditor = lazy(() =>
  import('../editor/rich-editor').then((module) => ({ default: module.RichEditor })),
);

interface DescriptionFieldProps {
  value: string;
  /** Bumped when the value is replaced from outside (discard, save): the editor reads it anew. */
  revision: number;
  error?: string | undefined;
  /** While the settings save, the text stays as it was sent. */
  disabled?: boolean;
  onChange: (html: string) => void;
}

/**
 * The blog description is rich text like a post body (the server keeps it to the same allowlist),
 * so it gets the same editor rather than a text area that would show the stored markup.
 */
export function DescriptionField({
  value,
  revision,
  error,
  disabled = false,
  onChange,
}: DescriptionFieldProps) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>Description</span>
      <Suspense
        fallback={
          <p className={styles.loading} aria-busy="true">
            Loading the editor…
          </p>
        }
      >
        <RichEditor
          key={revision}
          label="Description"
          placeholder="Tell people what your blog is about"
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      </Suspense>
      {error && <p className={fieldStyles.error}>{error}</p>}
    </div>
  );
}
