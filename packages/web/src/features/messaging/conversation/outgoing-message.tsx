import { findSticker, messagingTexts } from '@rookery/core';
import { useEffect, useState } from 'react';
import type { OutgoingMessage as Outgoing } from '../windows/open-conversation';
import { StickerMessage } from './message-content';
import styles from './message-list.module.css';
import type { OutgoingItem } from './send-queue';

function LocalImage({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img className={styles.image} src={url} alt={`Sending ${file.name}`} /> : null;
}

/** What a message being sent shows: its own words or picture, until the server's copy replaces it. */
export function OutgoingContent({ message }: { message: Outgoing }) {
  switch (message.type) {
    case 'TEXT':
      return <p className={styles.text}>{message.message}</p>;
    case 'IMAGE':
      return 'gif' in message ? (
        <img className={styles.image} src={message.gif.mediaUrl} alt="Sending a GIF" />
      ) : (
        <LocalImage file={message.file} />
      );
    case 'POSTREF':
      return <p className={styles.text}>sent a post</p>;
    case 'STICKER': {
      const sticker = findSticker(message.sticker_id);
      return sticker ? <StickerMessage sticker={sticker} /> : null;
    }
  }
}

interface SendStatusProps {
  item: OutgoingItem;
  onRetry: () => void;
  onDismiss: () => void;
}

/**
 * Under a message that failed (spec §4, §8): a retryable failure shows a random line and the retry
 * button (Retry, Trying... while it goes again); a permanent one says "Can't send this post." with
 * Close, the button reading Could not send.
 */
export function SendStatus({ item, onRetry, onDismiss }: SendStatusProps) {
  if (!item.hasFailed) {
    return (
      <span className={styles.sending} role="status">
        {item.status === 'pending' ? 'Sending…' : ''}
      </span>
    );
  }
  const trying = item.status !== 'error';
  if (item.canRetry || trying) {
    return (
      <div className={styles.sendError} role="alert">
        {!trying && <span>{item.reason ?? item.errorText}</span>}
        <button type="button" className={styles.retry} onClick={onRetry} aria-disabled={trying}>
          {trying ? messagingTexts.trying : messagingTexts.retry}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.sendError} role="alert">
      <span>
        {messagingTexts.permanentSendError}
        {item.reason ? ` ${item.reason}` : ''}
      </span>
      <span className={styles.errorActions}>
        <button type="button" className={styles.retry} aria-disabled="true">
          {messagingTexts.couldNotSend}
        </button>
        <button type="button" className={styles.retry} onClick={onDismiss}>
          {messagingTexts.close}
        </button>
      </span>
    </div>
  );
}
