import type { Editor } from '@tiptap/core';
import styles from './editor.module.css';
import { BlockFormatButtons, InlineFormatButtons } from './format-buttons';
import { LinkIcon, RedoIcon, UndoIcon } from './format-icons';
import { ToolbarButton } from './toolbar-button';
import { useRovingToolbar } from './use-roving-toolbar';

interface StaticToolbarProps {
  editor: Editor;
  /** Opens the link's address entry: for the selected text, or the link the cursor is in. */
  onLink: () => void;
}

/**
 * The toolbar that always sits above the editor (spec document 1 §2): formatting, a link, undo and
 * redo. One tab stop, arrow keys inside.
 */
export function StaticToolbar({ editor, onLink }: StaticToolbarProps) {
  const roving = useRovingToolbar<HTMLDivElement>();
  const inLink = editor.isActive('link');
  return (
    <div
      ref={roving.ref}
      role="toolbar"
      aria-label="Formatting"
      className={styles.staticToolbar}
      onFocus={roving.onFocus}
      onKeyDown={roving.onKeyDown}
    >
      <InlineFormatButtons editor={editor} />
      <BlockFormatButtons editor={editor} />
      <ToolbarButton
        label={inLink ? 'Edit link' : 'Link'}
        active={inLink}
        disabled={editor.state.selection.empty && !inLink}
        onClick={onLink}
      >
        <LinkIcon />
      </ToolbarButton>
      <span className={styles.toolSeparator} />
      <ToolbarButton
        label="Undo"
        disabled={!editor.can().undo()}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <UndoIcon />
      </ToolbarButton>
      <ToolbarButton
        label="Redo"
        disabled={!editor.can().redo()}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <RedoIcon />
      </ToolbarButton>
    </div>
  );
}
