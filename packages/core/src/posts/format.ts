import type { EditorType } from '../constants.js';

/** Spec document 1 §4: the format code of a post's text. */
export const FORMAT_CODES: Readonly<Record<EditorType, number>> = { rich: 0, html: 1, markdown: 2 };
export type FormatCode = 0 | 1 | 2;

const FORMATS: readonly EditorType[] = ['rich', 'html', 'markdown'];

export function formatCode(editorType: EditorType): FormatCode {
  return FORMAT_CODES[editorType] as FormatCode;
}

/**
 * The editor a loaded post opens in. App posts saved with code 1 keep the current editor type
 * (spec §4): the apps write html the user never chose.
 */
export function editorTypeOfFormat(
  code: number | string,
  options: { fromApp?: boolean; current: EditorType },
): EditorType {
  const n = Number(code);
  if (options.fromApp && n === 1) return options.current;
  return FORMATS[n] ?? options.current;
}

export function isEditorType(value: unknown): value is EditorType {
  return typeof value === 'string' && (FORMATS as readonly string[]).includes(value);
}
