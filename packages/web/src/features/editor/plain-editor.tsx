import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { cleanPlainHtml } from './clean-html';
import styles from './editor.module.css';
import { plainExtensions } from './plain-extensions';
import { editorPlainText, plainTextDoc } from './plain-text';

export interface PlainEditorProps {
  /** The field's name for assistive technology. */
  label: string;
  placeholder: string;
  /** Plain text: paragraphs and line breaks as newlines. */
  value: string;
  onChange: (text: string) => void;
  /** Characters the field may hold: a longer paste is cut at the limit, typing stops there. */
  maxLength?: number;
  /** Read-only while the form saves: a surrounding fieldset's `disabled` does not reach it. */
  disabled?: boolean;
  className?: string;
}

/**
 * The plain-text editor variant (spec document 1 §2, §5): TipTap with paragraphs and line breaks
 * only, paste cleaned to p, br and div with every other element dropped to its text. It reads and
 * writes plain text, so the form and the server see the same value a text input would give.
 */
export function PlainEditor({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  disabled = false,
  className,
}: PlainEditorProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  // Made once: TipTap builds a new editor whenever its extensions change.
  const extensions = useMemo(() => plainExtensions({ placeholder, maxLength }), [placeholder, maxLength]);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-label': label,
        'aria-disabled': String(disabled),
        class: `${styles.plainSurface} ${className ?? ''}`,
      },
      transformPastedHTML: cleanPlainHtml,
    }),
    [label, disabled, className],
  );
  const initial = useRef(value);
  const editor = useEditor({
    extensions,
    content: plainTextDoc(initial.current),
    editorProps,
    onUpdate: ({ editor: current }) => changed.current(editorPlainText(current)),
  });
  // The form may set the value itself (a reset, a loaded draft): the editor follows, quietly.
  useEffect(() => {
    if (value !== editorPlainText(editor))
      editor.commands.setContent(plainTextDoc(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return <EditorContent editor={editor} />;
}
