import { isAllowedImageSrc } from '@rookery/core';
import type { Editor } from '@tiptap/core';
import { FloatingMenu } from '@tiptap/react/menus';
import { useCallback, useRef, useState } from 'react';
import styles from './editor.module.css';
import { embedAddress } from './embed-address';
import { CameraIcon, ImageIcon, MoreIcon, PlayIcon } from './format-icons';
import { READ_MORE_LABEL } from './nodes/read-more';
import { ToolbarButton } from './toolbar-button';

type Entry = 'image' | 'embed' | null;

interface MediaTrayProps {
  editor: Editor;
  onPickImage: () => void;
  onProblem: (message: string | null) => void;
  /** Where the tray is drawn: inside the form, whose dialog keeps focus in. */
  appendTo: () => HTMLElement;
}

/** Messages of spec document 1 §8 for a source the editor can't insert. */
export const trayMessages = {
  unknownImageSource: 'Unknown source type for inserting an image.',
  unknownEmbed: 'That address can’t be embedded.',
} as const;

/** Whether the cursor sits alone in an empty top-level paragraph: where the tray opens (§4). */
function inEmptyParagraph(editor: Editor): boolean {
  const { selection } = editor.state;
  const parent = selection.$from.parent;
  return (
    selection.empty && selection.$from.depth === 1 && parent.type.name === 'paragraph' && !parent.content.size
  );
}

/**
 * The inline media tray (spec document 1 §2): an image by upload or by address, a "read more"
 * break, an embedded player from an allowlisted host.
 */
export function MediaTray({ editor, onPickImage, onProblem, appendTo }: MediaTrayProps) {
  const tray = useRef<HTMLDivElement>(null);
  // Stable, because a new function would make the menu reconfigure its plugin on every render.
  const shouldShow = useCallback(
    ({ editor: current, view }: { editor: Editor; view: { hasFocus: () => boolean } }) =>
      inEmptyParagraph(current) &&
      (view.hasFocus() || tray.current?.contains(document.activeElement) === true),
    [],
  );
  const [entry, setEntry] = useState<Entry>(null);
  const [address, setAddress] = useState('');

  const close = () => {
    setEntry(null);
    setAddress('');
  };

  const insert = () => {
    const value = address.trim();
    if (entry === 'image') {
      const webAddress = /^https?:\/\//i.test(value) || value.startsWith('/');
      if (!webAddress || !isAllowedImageSrc(value)) {
        onProblem(trayMessages.unknownImageSource);
        return;
      }
      editor
        .chain()
        .focus()
        .insertContent({ type: 'mediaImage', attrs: { src: value, origSrc: value } })
        .run();
    } else if (entry === 'embed') {
      const src = embedAddress(value);
      if (!src) {
        onProblem(trayMessages.unknownEmbed);
        return;
      }
      editor.chain().focus().insertContent({ type: 'embed', attrs: { src } }).run();
    }
    onProblem(null);
    close();
  };

  return (
    <FloatingMenu
      ref={tray}
      editor={editor}
      pluginKey="mediaTray"
      appendTo={appendTo}
      className={styles.tray}
      shouldShow={shouldShow}
    >
      <div role="toolbar" aria-label="Insert" className={styles.bubbleRow}>
        {entry ? (
          <span className={styles.linkEntry}>
            <input
              // Opened on request: the address is what comes next.
              // biome-ignore lint/a11y/noAutofocus: see above
              autoFocus
              className={styles.linkInput}
              aria-label={entry === 'image' ? 'Image address' : 'Embed address'}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== 'Escape') return;
                e.preventDefault();
                e.stopPropagation();
                if (e.key === 'Enter') insert();
                else close();
              }}
            />
            <button type="button" className={styles.toolButton} onClick={insert}>
              Insert
            </button>
          </span>
        ) : (
          <>
            <ToolbarButton label="Upload image" onClick={onPickImage}>
              <CameraIcon />
            </ToolbarButton>
            <ToolbarButton label="Image from address" onClick={() => setEntry('image')}>
              <ImageIcon />
            </ToolbarButton>
            <ToolbarButton
              label="Read more break"
              onClick={() =>
                editor
                  .chain()
                  .focus()
                  .insertContent({ type: 'readMore', attrs: { label: READ_MORE_LABEL } })
                  .run()
              }
            >
              <MoreIcon />
            </ToolbarButton>
            <ToolbarButton label="Embed" onClick={() => setEntry('embed')}>
              <PlayIcon />
            </ToolbarButton>
          </>
        )}
      </div>
    </FloatingMenu>
  );
}
