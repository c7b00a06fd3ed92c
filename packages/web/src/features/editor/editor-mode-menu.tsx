import { EDITOR_TYPES, type EditorType } from '@rookery/core';
import styles from './editor.module.css';

const LABELS: Record<EditorType, string> = { rich: 'Rich text', html: 'HTML', markdown: 'Markdown' };

interface EditorModeMenuProps {
  value: EditorType;
  onChange: (next: EditorType) => void;
}

/** Which editor the post's text is written in (spec document 1 §3 editorType; format codes 0–2). */
export function EditorModeMenu({ value, onChange }: EditorModeMenuProps) {
  return (
    <label className={styles.modeMenu}>
      <span>Editor</span>
      <select value={value} onChange={(e) => onChange(e.target.value as EditorType)}>
        {EDITOR_TYPES.map((type) => (
          <option key={type} value={type}>
            {LABELS[type]}
          </option>
        ))}
      </select>
    </label>
  );
}
