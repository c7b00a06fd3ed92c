import {
  isTweetValid,
  SHARE_POPUPS,
  type ShareNetwork,
  type SharePopoverData,
  shareTexts,
  TWEET_URL_TOKEN,
  tweetRemaining,
  tweetWarning,
} from '@rookery/core';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button/button';
import { Confetti } from './confetti';
import { openSharePopup } from './popup';
import { shareApi } from './share-api';
import { ShareForm } from './share-form';
import styles from './share-popover.module.css';

const NAMES: Record<ShareNetwork, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
};

interface ExternalSubviewProps {
  network: ShareNetwork;
  data: SharePopoverData;
  /** The words a tweet starts with (the post's headline). */
  headline: string;
  /** The popup already opened in the click that chose a network other than Twitter. */
  deliver: ((url: string | null) => void) | null;
  onBack: () => void;
  /** The share went: the popover closes a little later. */
  onShared: () => void;
  onClose: () => void;
}

/**
 * A network's subview with its Back header (spec document 2 §2, §4): Twitter first shows its form
 * (280 characters, [URL] counting 24, the counter warning under 10); the others share at once.
 * A share is 'sharing', then 'Post shared!' with confetti, or 'Something went screwy.'. Escape goes
 * back, or closes once the post is shared.
 */
export function ExternalSubview({
  network,
  data,
  headline,
  deliver,
  onBack,
  onShared,
  onClose,
}: ExternalSubviewProps) {
  const [text, setText] = useState(`${headline} ${TWEET_URL_TOKEN}`.trim());
  const share = useMutation({
    mutationFn: async (message: string | undefined) => {
      // No account is ever linked (spec §6): Facebook's status answers none, so the popup is used,
      // as it is when asking fails (spec §8).
      if (network === 'facebook') await shareApi.facebookStatus().catch(() => null);
      return shareApi.network(network, {
        post_id: data.post_id,
        tumblelog_name: data.tumblelog_name,
        // Spec §7: true for the shares without a form of their own; Twitter's subview has one.
        share_fallback: network !== 'twitter',
        ...(message === undefined ? {} : { message }),
      });
    },
  });
  const started = useRef(false);

  const run = (send: (url: string | null) => void, message?: string) =>
    share.mutate(message, {
      onSuccess: (answer) => {
        send(answer.url);
        onShared();
      },
      onError: () => send(null),
    });

  useEffect(() => {
    if (started.current || !deliver) return;
    started.current = true;
    run(deliver);
  });

  const tweet = () => {
    if (!isTweetValid(text) || share.isPending) return;
    run(openSharePopup(network, SHARE_POPUPS.twitter), text);
  };
  const remaining = tweetRemaining(text);
  const showForm = network === 'twitter' && share.isIdle;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (share.isSuccess) onClose();
    else onBack();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape goes back from anywhere in the subview
    <div className={styles.subview} onKeyDown={onKeyDown}>
      <div className={styles.subviewHeader}>
        {/* Focus starts on Back where no form takes it, so Escape and Tab work from the first moment. */}
        {/* biome-ignore lint/a11y/noAutofocus: the subview replaces the option that had focus */}
        <button type="button" className={styles.back} onClick={onBack} autoFocus={network !== 'twitter'}>
          <span aria-hidden="true">‹</span> Back
        </button>
        <h2 className={styles.subviewTitle}>{NAMES[network]}</h2>
      </div>
      {showForm ? (
        <ShareForm className={styles.form} onSubmit={tweet}>
          <label className={styles.fieldLabel} htmlFor="share-tweet">
            Your tweet ({TWEET_URL_TOKEN} is the post's link)
          </label>
          <textarea
            id="share-tweet"
            className={styles.code}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the subview opens on a choice to write a tweet
            autoFocus
          />
          <div className={styles.actions}>
            <span
              className={`${styles.counter} ${tweetWarning(remaining) ? styles.warning : ''}`}
              data-testid="tweet-counter"
            >
              {remaining}
            </span>
            <Button type="submit" disabled={!isTweetValid(text)}>
              Tweet
            </Button>
          </div>
        </ShareForm>
      ) : (
        <div className={styles.result} role="status">
          {share.isSuccess ? (
            <>
              <Confetti />
              <p className={styles.shared}>{shareTexts.postShared}</p>
            </>
          ) : share.isError ? (
            <p className={styles.failed}>{shareTexts.screwy}</p>
          ) : (
            <p>Sharing…</p>
          )}
        </div>
      )}
    </div>
  );
}
