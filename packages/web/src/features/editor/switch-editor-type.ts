import { type EditorType, type PostForm, RICH_FIELDS } from '@rookery/core';
import { convertText } from './convert-mode';

type RichText = 'body' | 'caption' | 'source' | 'answer';

/** The form's patch for a new editor type: every rich field carried over (spec document 1 §4). */
export function switchEditorType(form: PostForm, next: EditorType): Partial<PostForm> {
  const patch: Partial<PostForm> = { editorType: next };
  for (const field of RICH_FIELDS as ReadonlySet<RichText>) {
    patch[field] = convertText(form[field], form.editorType, next);
  }
  return patch;
}
