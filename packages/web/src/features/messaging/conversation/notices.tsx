import { messagingTexts, pickOne, SPAM_PROMPTS } from '@rookery/core';
import { useState } from 'react';
import styles from './conversation-window.module.css';

/** Spec §4, §8: a conversation that may be spam offers Mark as spam under a random prompt. */
export function SpamNotice({ onMarkSpam }: { onMarkSpam: () => void }) {
  const [prompt] = useState(() => pickOne(SPAM_PROMPTS));
  return (
    <div className={styles.spam} role="note">
      <span>{prompt}</span>
      <button type="button" className={styles.spamButton} onClick={onMarkSpam}>
        {messagingTexts.markAsSpam}
      </button>
    </div>
  );
}

/** Spec §5: in place of the compose box when the conversation cannot take messages. */
export function CantSendNotice({ reason }: { reason: string | null }) {
  return (
    <p className={styles.cantSend} role="status">
      {reason ?? messagingTexts.cantReceive}
    </p>
  );
}

/** Spec §8 conversation fetch failure: the words, and Retry when trying again can help. */
export function FetchError({ text, onRetry }: { text: string; onRetry: (() => void) | null }) {
  return (
    <div className={styles.fetchError} role="alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className={styles.fetchRetry} onClick={onRetry}>
          {messagingTexts.retry}
        </button>
      )}
    </div>
  );
}
