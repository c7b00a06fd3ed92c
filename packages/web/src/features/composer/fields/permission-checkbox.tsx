import styles from './fields.module.css';

/** The consent an uploaded song or video needs (spec document 1 §5: the permission message). */
export function PermissionCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.permission}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>I made this or otherwise have permission to share this file.</span>
    </label>
  );
}
