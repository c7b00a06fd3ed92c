import { isAllowedLinkHref } from '@rookery/core';
import type { Editor } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { BubbleMenu } from '@tiptap/react/menus';
import { BUBBLE_PLACEMENT } from './bubble-placement';
import styles from './editor.module.css';
import { linkBubbleWidth, openableHref } from './link-address';
import { LinkAddressInput } from './link-address-input';

interface LinkBubbleProps {
  editor: Editor;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  appendTo: () => HTMLElement;
}

/** A collapsed cursor inside a link; a module function, so the menu never reconfigures for it. */
const insideLink = ({
  editor,
  state,
  view,
  element,
}: {
  editor: Editor;
  state: EditorState;
  view: EditorView;
  element: HTMLElement;
}) =>
  state.selection.empty &&
  editor.isActive('link') &&
  (view.hasFocus() || element.contains(document.activeElement));

/**
 * The link options under a collapsed cursor inside a link (spec document 1 §2, §4): the address,
 * Edit, Remove and Open; Edit turns it into the address input with Done. 200–600 px wide (§9).
 */
export function LinkBubble({ editor, editing, setEditing, appendTo }: LinkBubbleProps) {
  const href: string = editor.getAttributes('link').href ?? '';
  const done = (address: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address && isAllowedLinkHref(address)) chain.setLink({ href: address }).run();
    else chain.unsetLink().run();
    setEditing(false);
  };
  return (
    <BubbleMenu
      editor={editor}
      appendTo={appendTo}
      pluginKey="linkBubble"
      className={styles.bubble}
      // Below the text, so on the first line it never lies over the static toolbar's buttons
      // (they would be hidden targets: WCAG 2.2, 2.5.8); Floating UI flips it up at the bottom.
      options={BUBBLE_PLACEMENT}
      style={{ width: linkBubbleWidth(href) }}
      shouldShow={insideLink}
    >
      <div role="toolbar" aria-label="Link options" className={styles.bubbleRow}>
        {editing ? (
          <LinkAddressInput initial={href} onDone={done} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <span className={styles.linkAddress} title={href}>
              {href}
            </span>
            <button type="button" className={styles.toolButton} onClick={() => setEditing(true)}>
              Edit
            </button>
            <button
              type="button"
              className={styles.toolButton}
              onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
            >
              Remove
            </button>
            <button
              type="button"
              className={styles.toolButton}
              onClick={() =>
                window.open(openableHref(href, location.origin), '_blank', 'noopener,noreferrer')
              }
            >
              Open
            </button>
          </>
        )}
      </div>
    </BubbleMenu>
  );
}
