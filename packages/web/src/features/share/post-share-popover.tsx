import {
  type PostView,
  postSummary,
  SHARE_CLOSE_AFTER_EXTERNAL_MS,
  SHARE_FADE_DELAY_MS,
  SHARE_FADE_MS,
  SHARE_POPUPS,
  type ShareNetwork,
  shareTexts,
} from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { Loader } from '../../ui/loader/loader';
import { Popover } from '../../ui/popover/popover';
import { showToast } from '../../ui/toast/toast-store';
import { currentChannel, useCurrentUser } from '../accounts/use-session';
import { copyText } from '../messaging/share/external-share';
import { openReportDialog } from '../reports/report-request';
import { EmailForm } from './email-form';
import { EmbedView } from './embed-view';
import { ExternalSubview } from './external-subview';
import { openSharePopup } from './popup';
import { useShareData } from './share-api';
import { type ShareOption, ShareOptions } from './share-options';
import styles from './share-popover.module.css';

type View =
  | { kind: 'options' }
  | { kind: 'email' }
  | { kind: 'embed' }
  | { kind: 'network'; network: ShareNetwork; deliver: ((url: string | null) => void) | null };

interface PostSharePopoverProps {
  post: PostView;
  anchor: HTMLElement;
  onClose: () => void;
  /** Swap to the share-by-message popover on the same button. */
  onMessage: () => void;
}

/**
 * The post share popover (spec document 2 §2, §4): the options list, then a form (e-mail, embed
 * code) or a network's subview; Flag opens the Report dialog. After 'Sent!' it waits SHARE_FADE_DELAY_MS, fades out over
 * SHARE_FADE_MS and closes; after 'Post shared!' it closes SHARE_CLOSE_AFTER_EXTERNAL_MS later.
 */
export function PostSharePopover({ post, anchor, onClose, onMessage }: PostSharePopoverProps) {
  const share = useShareData(post.blog_name, post.id);
  const user = useCurrentUser();
  const [view, setView] = useState<View>({ kind: 'options' });
  const panel = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach(window.clearTimeout), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  // The whole popover fades (its surface too, not only what is in it), then closes.
  const sent = () =>
    later(SHARE_FADE_DELAY_MS, () => {
      panel.current
        ?.closest('[role="dialog"]')
        ?.animate([{ opacity: 1 }, { opacity: 0 }], { duration: SHARE_FADE_MS, fill: 'forwards' });
      later(SHARE_FADE_MS, onClose);
    });
  const shared = () => later(SHARE_CLOSE_AFTER_EXTERNAL_MS, onClose);
  const back = () => setView({ kind: 'options' });

  const choose = (option: ShareOption) => {
    const data = share.data;
    if (!data) return;
    switch (option) {
      case 'embed':
      case 'email':
        return setView({ kind: option });
      case 'twitter':
        return setView({ kind: 'network', network: 'twitter', deliver: null });
      case 'facebook':
      case 'pinterest':
      case 'reddit':
        // The popup opens in the click itself, so no blocker stops it; the share fills it in.
        return setView({
          kind: 'network',
          network: option,
          deliver: openSharePopup(option, SHARE_POPUPS[option]),
        });
      case 'permalink':
        return copyText(data.post_url).then(
          () => {
            showToast(shareTexts.copied);
            onClose();
          },
          () => showToast(shareTexts.copyFailed, 'error'),
        );
      case 'message':
        return onMessage();
      case 'flag':
        // Flag is the post's Report (issue 19): the dialog with reasons, and the one-step block.
        onClose();
        return openReportDialog({
          type: 'post',
          id: data.post_id,
          blogName: data.tumblelog_name,
          canBlock: !!(user && currentChannel(user)),
        });
      case 'cancel':
        return onClose();
    }
  };

  const data = share.data;
  return (
    <Popover
      anchor={anchor}
      onClose={onClose}
      label="Share this post"
      placement="bottom"
      className={styles.popover}
    >
      <div ref={panel} className={styles.panel}>
        {!data ? (
          share.isError ? (
            <p className={styles.note}>{shareTexts.screwy}</p>
          ) : (
            <Loader tone="dark" label="Loading share options" />
          )
        ) : view.kind === 'options' ? (
          <ShareOptions data={data} onChoose={choose} />
        ) : view.kind === 'email' ? (
          <EmailForm data={data} onBack={back} onSent={sent} />
        ) : view.kind === 'embed' ? (
          <EmbedView data={data} onBack={back} />
        ) : (
          <ExternalSubview
            key={view.network}
            network={view.network}
            data={data}
            headline={postSummary(post)}
            deliver={view.deliver}
            onBack={back}
            onShared={shared}
            onClose={onClose}
          />
        )}
      </div>
    </Popover>
  );
}
