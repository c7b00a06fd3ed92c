import { isAllowedLinkHref } from '@rookery/core';
import type { Attributes, Extensions } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import CodeBlock from '@tiptap/extension-code-block';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { BlockDrop } from './block-drop';
import { Small, Subscript, Superscript } from './marks';
import { Embed } from './nodes/embed';
import { MediaImage } from './nodes/media-image';
import { ReadMore } from './nodes/read-more';
import { Shortcuts } from './shortcuts';
import { SmartQuotes } from './smart-quotes-extension';

/** Spec document 1 §4/§9: undo steps are the changes captured after a 500 ms pause. */
export const UNDO_DEBOUNCE_MS = 500;

interface EditorExtensionOptions {
  placeholder: string;
  onLinkShortcut: () => void;
}

/**
 * The editor's schema is the allowlist (spec document 1 §3, §5): nothing outside it can be typed,
 * pasted or set. The allowlist writes b, i and a bare pre, where TipTap would write strong, em and
 * pre>code, so those three render differently; code, underline and headings other than h2 are off.
 */
export function editorExtensions({ placeholder, onLinkShortcut }: EditorExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      bold: false,
      italic: false,
      codeBlock: false,
      code: false,
      underline: false,
      heading: false,
      link: false,
      // ProseMirror's history groups steps typed within newGroupDelay into one undo step: the
      // spec's snapshot taken once typing pauses for 500 ms.
      undoRedo: { newGroupDelay: UNDO_DEBOUNCE_MS },
    }),
    // Every heading level is read as the one headline the allowlist has.
    Heading.extend({
      parseHTML: () => [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: 2 } })),
    }).configure({ levels: [2] }),
    // Links keep href and title only (spec document 1 §5), not the target, rel and class TipTap reads.
    Link.extend({
      addAttributes() {
        const { href, title } = (this.parent?.() ?? {}) as Attributes;
        return { href: href!, title: title! };
      },
    }).configure({
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLinkHref(url),
    }),
    Bold.extend({ renderHTML: ({ HTMLAttributes }) => ['b', HTMLAttributes, 0] }),
    Italic.extend({ renderHTML: ({ HTMLAttributes }) => ['i', HTMLAttributes, 0] }),
    CodeBlock.extend({
      addAttributes: () => ({}),
      renderHTML: () => ['pre', 0],
    }),
    Small,
    Subscript,
    Superscript,
    MediaImage,
    Embed,
    ReadMore,
    SmartQuotes,
    BlockDrop,
    Shortcuts.configure({ onLinkShortcut }),
    Placeholder.configure({ placeholder }),
  ];
}
