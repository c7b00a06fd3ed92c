import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GifSearchPopover } from '../gifs/gif-search-popover';
import { cleanHtml } from './clean-html';
import styles from './editor.module.css';
import { editorExtensions } from './extensions';
import { FormatMenu } from './format-menu';
import { gifContent } from './gif-content';
import { useInlineUploads } from './inline-uploads';
import { LinkBubble } from './link-bubble';
import { LoadingBar } from './loading-bar';
import { MediaTray } from './media-tray';
import { StaticToolbar } from './static-toolbar';

/**
 * The field's HTML: '' when empty, and without the empty paragraph TipTap keeps at the end so
 * there is always somewhere to type after an image or a quote.
 */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

export interface RichEditorProps {
  /** The field's name for assistive technology. */
  label: string;
  placeholder: string;
  /** HTML, read once when the editor opens; the editor owns the content from then on. */
  value: string;
  onChange: (html: string) => void;
  /** Whether inline images are still uploading (the form's hasLoadingInlineImages). */
  onUploadingChange?: (uploading: boolean) => void;
  size?: 'normal' | 'large';
  /** Read-only while the form saves: a surrounding fieldset's `disabled` does not reach it. */
  disabled?: boolean;
}

/**
 * The rich-text editor (spec document 1 §2–§5) on TipTap: content limited to the allowlist, paste
 * cleaned to it, a static toolbar, the floating toolbar over a selection, the link bubble, the
 * inline media tray and a loading bar while inline images upload. Writes HTML ('' when empty).
 */
export function RichEditor({
  label,
  placeholder,
  value,
  onChange,
  onUploadingChange,
  size = 'normal',
  disabled = false,
}: RichEditorProps) {
  const [linkEntry, setLinkEntry] = useState(false);
  const [linkEditing, setLinkEditing] = useState(false);
  const [trayProblem, setTrayProblem] = useState<string | null>(null);
  const [gifs, setGifs] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const uploads = useInlineUploads(onUploadingChange);
  const changed = useRef(onChange);
  changed.current = onChange;
  const appendTo = useCallback(() => frame.current ?? document.body, []);

  // meta+k or the toolbar's Link: over a selection, the address entry; inside a link, the bubble's
  // Edit. The floating menus show only while the editor has focus: from a toolbar button reached by
  // keyboard it takes focus first, which TipTap does in the next frame, so the entry opens after it.
  const openLinkEntry = useCallback(() => {
    const current = editorRef.current;
    if (!current) return;
    const open = () => (current.state.selection.empty ? setLinkEditing(true) : setLinkEntry(true));
    if (current.view.hasFocus()) return open();
    current.commands.focus();
    requestAnimationFrame(open);
  }, []);
  // Made once: TipTap builds a new editor whenever its extensions change.
  const extensions = useMemo(
    () => editorExtensions({ placeholder, onLinkShortcut: openLinkEntry }),
    [placeholder, openLinkEntry],
  );
  // Kept stable too: new editor options on every render would make TipTap reconfigure the view,
  // which re-renders this component, and so on without end.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-disabled': String(disabled),
        class: `${styles.surface} ${size === 'large' ? styles.large : ''}`,
      },
      transformPastedHTML: cleanHtml,
    }),
    [label, size, disabled],
  );
  const editorRef = useRef<Editor | null>(null);
  const initial = useRef(value);
  const editor = useEditor({
    extensions,
    content: cleanHtml(initial.current),
    shouldRerenderOnTransaction: true,
    editorProps,
    onUpdate: ({ editor: current }) => changed.current(editorHtml(current)),
    onSelectionUpdate: () => {
      setLinkEntry(false);
      setLinkEditing(false);
    },
  });
  editorRef.current = editor;
  // TipTap keeps its own editable flag across option changes; it is set here, without an update.
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const problem = trayProblem ?? uploads.problem;
  return (
    <div ref={frame} className={styles.frame}>
      <StaticToolbar editor={editor} onLink={openLinkEntry} />
      <div className={styles.surfaceWrap}>
        {uploads.progress !== null && <LoadingBar progress={uploads.progress} />}
        <EditorContent editor={editor} />
      </div>
      <FormatMenu editor={editor} linkEntry={linkEntry} setLinkEntry={setLinkEntry} appendTo={appendTo} />
      <LinkBubble editor={editor} editing={linkEditing} setEditing={setLinkEditing} appendTo={appendTo} />
      <MediaTray
        editor={editor}
        appendTo={appendTo}
        onProblem={setTrayProblem}
        onPickImage={() => file.current?.click()}
        onOpenGifs={() => setGifs(true)}
      />
      {gifs && (
        <GifSearchPopover
          anchor={frame.current}
          context="post-form"
          width={470}
          preloadFull
          onClose={() => {
            setGifs(false);
            editor.commands.focus();
          }}
          onPick={(selection) => {
            setGifs(false);
            // The cursor stays where the tray was opened: the GIF goes there, its credit under it.
            editor.chain().focus().insertContent(gifContent(selection.result)).run();
          }}
        />
      )}
      <input
        ref={file}
        type="file"
        accept="image/*"
        hidden
        aria-label="Image file"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          if (picked) uploads.upload(editor, picked);
        }}
      />
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
