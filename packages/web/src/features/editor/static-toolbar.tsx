import type { Editor } from '@tiptap/core';
import styles from './editor.module.css';
import { BlockFormatButtons, InlineFormatButtons } from './format-buttons';
import { ToolbarButton } from './toolbar-button';

/** The toolbar that always sits above the editor (spec document 1 §2): formatting, undo and redo. */
export function StaticToolbar({ editor }: { editor: Editor }) {
  return (
    <div role="toolbar" aria-label="Formatting" className={styles.staticToolbar}>
      <InlineFormatButtons editor={editor} />
      <BlockFormatButtons editor={editor} />
      <span className={styles.toolSeparator} />
      <ToolbarButton
        label="Undo"
        disabled={!editor.can().undo()}
        onClick={() => editor.chain().focus().undo().run()}
      >
        ↶
      </ToolbarButton>
      <ToolbarButton
        label="Redo"
        disabled={!editor.can().redo()}
        onClick={() => editor.chain().focus().redo().run()}
      >
        ↷
      </ToolbarButton>
    </div>
  );
}
