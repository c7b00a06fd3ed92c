import { isAllowedLinkHref } from '@rookery/core';
import type { Editor } from '@tiptap/core';
import { type EditorState, NodeSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { BubbleMenu } from '@tiptap/react/menus';
import { BUBBLE_PLACEMENT } from './bubble-placement';
import styles from './editor.module.css';
import { InlineFormatButtons } from './format-buttons';
import { LinkIcon } from './format-icons';
import { LinkAddressInput } from './link-address-input';
import { ToolbarButton } from './toolbar-button';

interface FormatMenuProps {
  editor: Editor;
  linkEntry: boolean;
  setLinkEntry: (open: boolean) => void;
  appendTo: () => HTMLElement;
}

/** Applies an address to the selected text (an empty or refused address removes the link). */
function applyLink(editor: Editor, address: string) {
  const chain = editor.chain().focus().extendMarkRange('link');
  if (address && isAllowedLinkHref(address)) chain.setLink({ href: address }).run();
  else chain.unsetLink().run();
}

/** Over selected text (not a selected image), while the editor or this menu has focus. A module
 * function, so its identity never changes: a new one would make the menu reconfigure its plugin. */
const overSelection = ({
  state,
  view,
  element,
}: {
  state: EditorState;
  view: EditorView;
  element: HTMLElement;
}) =>
  !state.selection.empty &&
  !(state.selection instanceof NodeSelection) &&
  (view.hasFocus() || element.contains(document.activeElement));

/** The floating formatting toolbar: opens over selected text (spec document 1 §2, §4). */
export function FormatMenu({ editor, linkEntry, setLinkEntry, appendTo }: FormatMenuProps) {
  return (
    <BubbleMenu
      editor={editor}
      appendTo={appendTo}
      pluginKey="formatMenu"
      className={styles.bubble}
      // Below the text, so on the first line it never lies over the static toolbar's buttons
      // (they would be hidden targets: WCAG 2.2, 2.5.8); Floating UI flips it up at the bottom.
      options={BUBBLE_PLACEMENT}
      shouldShow={overSelection}
    >
      {linkEntry ? (
        <LinkAddressInput
          initial={editor.getAttributes('link').href ?? ''}
          onDone={(address) => {
            applyLink(editor, address);
            setLinkEntry(false);
          }}
          onCancel={() => {
            setLinkEntry(false);
            editor.commands.focus();
          }}
        />
      ) : (
        <div role="toolbar" aria-label="Selected text" className={styles.bubbleRow}>
          <InlineFormatButtons editor={editor} />
          <ToolbarButton
            label="Headline"
            active={editor.isActive('heading', { level: 2 })}
            onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
          >
            H
          </ToolbarButton>
          <ToolbarButton label="Link" active={editor.isActive('link')} onClick={() => setLinkEntry(true)}>
            <LinkIcon />
          </ToolbarButton>
        </div>
      )}
    </BubbleMenu>
  );
}
