import {
  BLOG_CARD_TWITTER_POPUP,
  type BlogCard,
  blogCardTweetCount,
  isBlogCardTweetValid,
  SHARE_FADE_DELAY_MS,
  STRICT_EMAIL_PATTERN,
  shareTexts,
  TWEET_MAX,
} from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button/button';
import { TextArea } from '../../ui/text-field/text-area';
import { showToast } from '../../ui/toast/toast-store';
import cardStyles from '../blog-card/blog-card.module.css';
import { copyText } from '../messaging/share/external-share';
import styles from './blog-share.module.css';
import { EmailFields, useEmailFields } from './email-fields';
import { popupFeatures } from './popup';
import { useBlogEmailShare } from './share-api';
import { ShareForm } from './share-form';
import formStyles from './share-popover.module.css';

type View = 'options' | 'email' | 'twitter';

/**
 * The blog card's share forms, for the whole blog (tumblelog_share, spec document 2 §5, §6): e-mail
 * through /svc/email_tumblelog with the {email} pattern, and Twitter in a 550x420 popup whose text
 * counts each url as 23 (valid above 0 and up to 280; a negative remainder warns). A blog has no
 * image to pin and no post to embed, so show_pinterest and show_embed are false here; Twitter
 * makes no call (a blog share records nothing), and e-mail needs a signed-in sender. We have no
 * switch that turns external sharing off, so both forms are always offered.
 */
export function BlogSharePanel({ card, onDone }: { card: BlogCard; onDone: () => void }) {
  const [view, setView] = useState<View>('options');
  const blogUrl = new URL(card.url, window.location.origin).href;
  if (view === 'email')
    return <BlogEmailForm card={card} onBack={() => setView('options')} onDone={onDone} />;
  if (view === 'twitter')
    return <BlogTweetForm card={card} url={blogUrl} onBack={() => setView('options')} onDone={onDone} />;
  return (
    <div className={styles.options}>
      {card.current_blog && (
        <button type="button" className={cardStyles.menuItem} onClick={() => setView('email')}>
          Email
        </button>
      )}
      <button type="button" className={cardStyles.menuItem} onClick={() => setView('twitter')}>
        Twitter
      </button>
      <button
        type="button"
        className={cardStyles.menuItem}
        onClick={() =>
          copyText(blogUrl).then(
            () => {
              showToast(shareTexts.copied);
              onDone();
            },
            () => showToast(shareTexts.copyFailed, 'error'),
          )
        }
      >
        Copy link
      </button>
    </div>
  );
}

interface FormProps {
  card: BlogCard;
  onBack: () => void;
  onDone: () => void;
}

function BlogEmailForm({ card, onBack, onDone }: FormProps) {
  const fields = useEmailFields();
  const share = useBlogEmailShare();
  const closing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closing.current), []);
  const valid = STRICT_EMAIL_PATTERN.test(fields.address.trim());
  const submit = () => {
    if (!valid || share.isPending || share.isSuccess) return;
    share.mutate(
      {
        tumblelog_name: card.name,
        email_address: fields.address.trim(),
        message: fields.message,
        allow_reply_to: fields.replyTo,
      },
      { onSuccess: () => (closing.current = window.setTimeout(onDone, SHARE_FADE_DELAY_MS)) },
    );
  };
  return (
    <ShareForm className={formStyles.form} onSubmit={submit}>
      <EmailFields fields={fields} allowReply />
      <p role="status" className={`${formStyles.status} ${share.isError ? formStyles.failed : ''}`}>
        {share.isSuccess ? shareTexts.sent : share.isError ? shareTexts.screwy : ''}
      </p>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={!valid || share.isPending}>
          {share.isPending ? shareTexts.sending : 'Send'}
        </Button>
      </div>
    </ShareForm>
  );
}

function BlogTweetForm({ card, url, onBack, onDone }: FormProps & { url: string }) {
  const [text, setText] = useState(`${card.title || card.name} ${url}`);
  const remaining = TWEET_MAX - blogCardTweetCount(text);
  const submit = () => {
    if (!isBlogCardTweetValid(text)) return;
    const intent = `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`;
    window.open(intent, 'share-twitter', `${popupFeatures(BLOG_CARD_TWITTER_POPUP, window.screen)},noopener`);
    onDone();
  };
  return (
    <ShareForm className={formStyles.form} onSubmit={submit}>
      <TextArea
        label="Your tweet"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      <div className={formStyles.actions}>
        <span
          className={`${formStyles.counter} ${remaining < 0 ? formStyles.warning : ''}`}
          data-testid="blog-tweet-counter"
        >
          {remaining}
        </span>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={!isBlogCardTweetValid(text)}>
          Tweet
        </Button>
      </div>
    </ShareForm>
  );
}
