import {
  COMPOSE_PLACEHOLDERS,
  type GifSelection,
  imageFileError,
  MESSAGE_TEXT_MAX,
  messageText,
  messagingTexts,
  PREVIEW_IMAGE_MAX,
  pickOne,
} from '@rookery/core';
import {
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { alert } from '../../../ui/dialogs/dialogs';
import { useSession } from '../../accounts/use-session';
import { GifMark } from '../../gifs/gif-mark';
import { GifSearchPopover } from '../../gifs/gif-search-popover';
import type { OutgoingMessage } from '../windows/open-conversation';
import styles from './compose.module.css';
import { StickerPicker } from './sticker-picker';

/** The contexts an uploaded image and a GIF from GIF search are sent with (spec §5 allow-list). */
const IMAGE_CONTEXT = 'messaging-image-upload';
const GIF_CONTEXT = 'messaging-gif';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** A drag counts only when it carries files (spec §5). */
const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** The preview's box: the image scaled down to fit 210 × 150 (spec §9). */
function previewBox(width: number, height: number) {
  const scale = Math.min(1, PREVIEW_IMAGE_MAX.width / width, PREVIEW_IMAGE_MAX.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

interface Preview {
  file: File;
  url: string;
  width: number;
  height: number;
}

interface ComposeProps {
  /** Loading or in error: the box waits (spec §4). */
  disabled: boolean;
  recipientName: string;
  onSend: (messages: OutgoingMessage[]) => void;
  /** Escape in an empty box closes the window. */
  onCloseWindow: () => void;
  onTyping?: () => void;
  /** Take the focus as soon as the box is enabled (a window just opened), then say so. */
  takeFocus?: boolean;
  onFocused?: () => void;
}

/**
 * The compose box (spec §4, §5): Enter sends, Shift+Enter breaks the line, Escape clears the text or
 * closes the window when empty; the send button waits for text (or an image). An image comes by the
 * picker, a drop or a paste — only the last file, and only while there is no preview — after the
 * file checks, whose failures show in an alert.
 */
export function Compose({
  disabled,
  recipientName,
  onSend,
  onCloseWindow,
  onTyping,
  takeFocus = false,
  onFocused,
}: ComposeProps) {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [dropping, setDropping] = useState(false);
  const [stickers, setStickers] = useState(false);
  const [gifs, setGifs] = useState(false);
  const gifButton = useRef<HTMLButtonElement>(null);
  const [placeholder] = useState(() => pickOne(COMPOSE_PLACEHOLDERS));
  const online = useOnline();
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const drags = useRef(0);
  const labelId = useId();
  // The server's limit (MESSAGING_IMAGE_MAX_BYTES); core's default until the session has come.
  const imageLimit = useSession().data?.message_image_max_bytes;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  // After the task that opened the window: a closing popover hands the focus back to its button first.
  useEffect(() => {
    if (!takeFocus || disabled) return;
    const timer = setTimeout(() => {
      box.current?.focus();
      onFocused?.();
    }, 0);
    return () => clearTimeout(timer);
  }, [takeFocus, disabled, onFocused]);

  const canSend = !disabled && (messageText(text) !== '' || preview !== null);

  function takeFile(file: File | undefined): void {
    if (!file || preview || disabled) return;
    const error = imageFileError(file, imageLimit);
    if (error) {
      void alert(error);
      return;
    }
    const url = URL.createObjectURL(file);
    const probe = new Image();
    probe.onload = () => setPreview({ file, url, width: probe.naturalWidth, height: probe.naturalHeight });
    probe.onerror = () => {
      URL.revokeObjectURL(url);
      void alert(messagingTexts.fileIsOff);
    };
    probe.src = url;
  }

  function send(): void {
    if (!canSend) return;
    const messages: OutgoingMessage[] = [];
    if (preview) messages.push({ type: 'IMAGE', file: preview.file, context: IMAGE_CONTEXT });
    const trimmed = messageText(text);
    if (trimmed) messages.push({ type: 'TEXT', message: trimmed });
    onSend(messages);
    setText('');
    setPreview(null);
    box.current?.focus();
  }

  function sendSticker(id: string): void {
    setStickers(false);
    onSend([{ type: 'STICKER', sticker_id: id }]);
    box.current?.focus();
  }

  function sendGif(selection: GifSelection): void {
    setGifs(false);
    // Spec §5: a GIF selection is ignored unless it names its post and that post's blog.
    if (!selection.postId || !selection.postBlogUuid) return;
    onSend([{ type: 'IMAGE', gif: selection, context: GIF_CONTEXT }]);
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (text !== '') setText('');
      else if (preview) setPreview(null);
      else onCloseWindow();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>): void {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    takeFile(files.at(-1));
  }

  const dragProps = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      drags.current++;
      if (!preview && !disabled) setDropping(true);
    },
    onDragOver: (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    },
    onDragLeave: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      drags.current = Math.max(0, drags.current - 1);
      if (drags.current === 0) setDropping(false);
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      drags.current = 0;
      setDropping(false);
      takeFile([...event.dataTransfer.files].at(-1));
    },
  };

  const shown = preview && previewBox(preview.width, preview.height);
  return (
    <form
      className={`${styles.compose} ${dropping ? styles.dropping : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...dragProps}
    >
      {preview && shown && (
        <div className={styles.preview}>
          <img
            src={preview.url}
            width={shown.width}
            height={shown.height}
            alt={`To send: ${preview.file.name}`}
          />
          <button
            type="button"
            className={styles.removePreview}
            aria-label="Remove the image"
            onClick={() => setPreview(null)}
          >
            <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
              <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Add an image"
          title="Add an image"
          disabled={disabled || preview !== null}
          onClick={() => picker.current?.click()}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="M21 17l-5-5-9 8" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Stickers"
          title="Stickers"
          aria-expanded={stickers}
          disabled={disabled}
          onClick={() => setStickers((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
          </svg>
        </button>
        <button
          ref={gifButton}
          type="button"
          className={styles.iconButton}
          aria-label="GIF search"
          title="GIF search"
          aria-expanded={gifs}
          disabled={disabled}
          onClick={() => setGifs((open) => !open)}
        >
          <GifMark />
        </button>
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          hidden
          onChange={(event) => {
            takeFile([...(event.target.files ?? [])].at(-1));
            event.target.value = '';
          }}
        />
        <label id={labelId} className="visually-hidden" htmlFor={`${labelId}-box`}>
          Message to {recipientName}
        </label>
        <textarea
          id={`${labelId}-box`}
          ref={box}
          data-window-stop=""
          className={styles.box}
          rows={1}
          maxLength={MESSAGE_TEXT_MAX}
          placeholder={online ? placeholder : messagingTexts.offlinePlaceholder}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <button type="submit" className={styles.send} disabled={!canSend}>
          Send
        </button>
      </div>
      {stickers && !disabled && <StickerPicker onPick={sendSticker} onClose={() => setStickers(false)} />}
      {gifs && !disabled && (
        <GifSearchPopover
          anchor={gifButton.current}
          placement="top-start"
          context={GIF_CONTEXT}
          width={310}
          onPick={sendGif}
          onClose={() => setGifs(false)}
        />
      )}
      {dropping && (
        <div className={styles.dropHint} aria-hidden="true">
          Drop the image here
        </div>
      )}
    </form>
  );
}
