import { embedCodeSource, isAllowedImageSrc } from '@rookery/core';
import type { Editor } from '@tiptap/core';
import { FloatingMenu } from '@tiptap/react/menus';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { resolveVideo, uploadFromAddress } from '../embeds/embeds-api';
import { GifMark } from '../gifs/gif-mark';
import styles from './editor.module.css';
import { embedAddress } from './embed-address';
import { CameraIcon, ImageIcon, MoreIcon, PlayIcon } from './format-icons';
import { READ_MORE_LABEL } from './nodes/read-more';
import { ToolbarButton } from './toolbar-button';

type Entry = 'image' | 'embed' | null;

interface MediaTrayProps {
  editor: Editor;
  onPickImage: () => void;
  /** Opens GIF search (the editor draws the panel and inserts the pick). */
  onOpenGifs: () => void;
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
 * The inline media tray (spec document 1 §2): an image by upload or by address, a GIF from GIF
 * search (spec document 2 §2), a "read more" break, an embedded player from an allowlisted host.
 */
export function MediaTray({ editor, onPickImage, onOpenGifs, onProblem, appendTo }: MediaTrayProps) {
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

  const [busy, setBusy] = useState(false);

  /** A page that is no YouTube or Vimeo link may still embed a player: the server reads it. */
  const playerOf = async (value: string): Promise<string | null> => {
    const known = embedAddress(value);
    if (known || !/^https?:\/\//i.test(value)) return known;
    const data = await resolveVideo(value);
    return data.unsupported ? null : embedCodeSource(data.embed_code);
  };

  /**
   * An image elsewhere is fetched by the server and stored as the author's upload, so the post
   * shows its own copy (issue 17); one already here goes in as it is.
   */
  const imageOf = async (value: string): Promise<string | null> => {
    if (value.startsWith('/') && isAllowedImageSrc(value)) return value;
    if (!/^https?:\/\//i.test(value)) return null;
    return (await uploadFromAddress(value)).url;
  };

  const insert = async () => {
    const value = address.trim();
    // Spec document 1 §8: inserting empty data only logs a warning; an address of no known kind
    // gets the message.
    if (entry === 'image' && !value) {
      console.warn('[editor] no image address to insert');
      return;
    }
    setBusy(true);
    try {
      if (entry === 'image') {
        const src = await imageOf(value);
        if (!src) return onProblem(trayMessages.unknownImageSource);
        editor
          .chain()
          .focus()
          .insertContent({ type: 'mediaImage', attrs: { src, origSrc: src } })
          .run();
      } else if (entry === 'embed') {
        const src = await playerOf(value);
        if (!src) return onProblem(trayMessages.unknownEmbed);
        editor.chain().focus().insertContent({ type: 'embed', attrs: { src } }).run();
      }
      onProblem(null);
      close();
    } catch (error) {
      onProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
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
                if (e.key === 'Enter') void insert();
                else close();
              }}
            />
            <button type="button" className={styles.toolButton} disabled={busy} onClick={() => void insert()}>
              {busy ? 'Adding…' : 'Insert'}
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
            <ToolbarButton label="GIF search" onClick={onOpenGifs}>
              <GifMark />
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
