import type { Extensions } from '@tiptap/core';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

interface PlainExtensionOptions {
  placeholder: string;
  /** Characters the field may hold; longer pastes are cut at the limit, typing stops there. */
  maxLength?: number;
}

/**
 * The plain-text editor's schema (spec document 1 §2, §5): paragraphs, line breaks and text, no
 * marks and no other blocks, so it can only ever hold and write p and br.
 */
export function plainExtensions({ placeholder, maxLength }: PlainExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      blockquote: false,
      bold: false,
      bulletList: false,
      code: false,
      codeBlock: false,
      dropcursor: false,
      gapcursor: false,
      heading: false,
      horizontalRule: false,
      italic: false,
      link: false,
      listItem: false,
      listKeymap: false,
      orderedList: false,
      strike: false,
      trailingNode: false,
      underline: false,
    }),
    Placeholder.configure({ placeholder }),
    // autoTrim off: a stored value longer than the limit is kept as it is, never cut on opening.
    CharacterCount.configure({ limit: maxLength ?? null, autoTrim: false }),
  ];
}
