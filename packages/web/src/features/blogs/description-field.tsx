import fieldStyles from '../../ui/text-field/text-field.module.css';
import { RichEditor } from '../editor/rich-editor';

interface DescriptionFieldProps {
  value: string;
  /** Bumped when the value is replaced from outside (discard, save): the editor reads it anew. */
  revision: number;
  error?: string | undefined;
  onChange: (html: string) => void;
}

/**
 * The blog description is rich text like a post body (the server keeps it to the same allowlist),
 * so it gets the same editor rather than a text area that would show the stored markup.
 */
export function DescriptionField({ value, revision, error, onChange }: DescriptionFieldProps) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>Description</span>
      <RichEditor
        key={revision}
        label="Description"
        placeholder="Tell people what your blog is about"
        value={value}
        onChange={onChange}
      />
      {error && <p className={fieldStyles.error}>{error}</p>}
    </div>
  );
}
