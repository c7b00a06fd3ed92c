import type { Editor, JSONContent } from '@tiptap/core';

/** The plain editor's document for a text: one paragraph per line. */
export function plainTextDoc(text: string): JSONContent {
  return {
    type: 'doc',
    content: text.split('\n').map((line) => ({
      type: 'paragraph',
      content: line ? [{ type: 'text', text: line }] : [],
    })),
  };
}

/** The plain editor's text: paragraphs and line breaks both as newlines, '' when empty. */
export function editorPlainText(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getText({ blockSeparator: '\n' });
}
