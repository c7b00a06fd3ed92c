import { DEFAULT_THEME, messagingTexts, type ParticipantTheme } from '@rookery/core';
import type { CSSProperties } from 'react';
import type { OutgoingMessage } from '../windows/open-conversation';

/** An external network a post can be shared to by a popup (spec document 2 §7). */
export interface ShareLink {
  network: 'twitter' | 'facebook' | 'reddit';
  label: string;
  url: string;
  width: number;
  height: number;
  scrollbars: boolean;
}

/**
 * The external share links of a post's permalink, with the spec's popup sizes (the post popover's:
 * Twitter 626x258, Facebook 626x436, Reddit 860x600 with scrollbars). No call to our server.
 */
export function shareLinks(permalink: string): ShareLink[] {
  const url = encodeURIComponent(permalink);
  return [
    {
      network: 'twitter',
      label: 'Twitter',
      url: `https://twitter.com/intent/tweet?url=${url}`,
      width: 626,
      height: 258,
      scrollbars: false,
    },
    {
      network: 'facebook',
      label: 'Facebook',
      url: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      width: 626,
      height: 436,
      scrollbars: false,
    },
    {
      network: 'reddit',
      label: 'Reddit',
      url: `https://www.reddit.com/submit?url=${url}`,
      width: 860,
      height: 600,
      scrollbars: true,
    },
  ];
}

/** window.open's features for a popup of that size, centred on the screen, without an opener. */
export function popupFeatures(
  link: Pick<ShareLink, 'width' | 'height' | 'scrollbars'>,
  screen: { width: number; height: number },
): string {
  const left = Math.max(0, Math.round((screen.width - link.width) / 2));
  const top = Math.max(0, Math.round((screen.height - link.height) / 2));
  return [
    `width=${link.width}`,
    `height=${link.height}`,
    `left=${left}`,
    `top=${top}`,
    `scrollbars=${link.scrollbars ? 'yes' : 'no'}`,
    'noopener',
    'noreferrer',
  ].join(',');
}

/** Where the chosen recipient came from: the favorites row or the search's results. */
export type RecipientSource = 'favorites' | 'search';

/**
 * The message box's placeholder (spec document 2 §4): 'Sending...' while sending; 'Discuss this post
 * if you like...' for a recipient from the favorites (the spec's "extra-favorite" recipients, the
 * blogs the sender talks to or follows), 'Say something if you like...' otherwise.
 */
export function sharePlaceholder(sending: boolean, source: RecipientSource): string {
  if (sending) return messagingTexts.sending;
  return source === 'favorites' ? messagingTexts.shareDiscuss : messagingTexts.shareSaySomething;
}

/** What a share sends: the post (needs its id and blog) and the typed text, if any. */
export interface ShareData {
  postId: string;
  blog: string;
}

/**
 * Whether Send sends (spec document 2 §4): not to the sender's own blog, not while already sending,
 * not without the post to share.
 */
export function canSendShare(input: {
  recipientUuid: string | null;
  senderUuid: string;
  sending: boolean;
  share: ShareData | null;
}): boolean {
  const { recipientUuid, senderUuid, sending, share } = input;
  if (!recipientUuid || recipientUuid === senderUuid || sending) return false;
  return !!share?.postId && !!share.blog;
}

/**
 * The messages a share queues, in order: the post, then the text when there is some. The post's
 * context names the post chrome (spec §5: one of the contexts the server keeps).
 */
export function shareQueue(share: ShareData, text: string): OutgoingMessage[] {
  const queued: OutgoingMessage[] = [
    { type: 'POSTREF', post: { id: share.postId, blog: share.blog }, context: 'post-chrome:share' },
  ];
  const message = text.trim();
  if (message) queued.push({ type: 'TEXT', message });
  return queued;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A #rgb or #rrggbb colour's relative luminance (WCAG), 0 black to 1 white. */
export function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white text, whichever reads better on the colour. */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/**
 * The recipient's theme on the message box (spec document 2 §4): its background, its title colour
 * for text (the shared greys mixed from the two) and its link colour for the Send button.
 */
export function recipientThemeStyle(
  theme: Pick<ParticipantTheme, 'background_color' | 'title_color' | 'link_color'>,
) {
  const pick = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
  const background = pick(theme.background_color, DEFAULT_THEME.background_color);
  const ink = pick(theme.title_color, DEFAULT_THEME.title_color);
  const link = pick(theme.link_color, DEFAULT_THEME.link_color);
  const mix = (percent: number) => `color-mix(in srgb, ${ink} ${percent}%, ${background})`;
  return {
    '--share-background': background,
    '--share-link': link,
    '--share-on-link': textOn(link),
    '--ink': ink,
    '--grey-100': mix(8),
    '--grey-200': mix(16),
    '--grey-300': mix(30),
    '--grey-600': mix(80),
    '--white': background,
    background,
    color: ink,
  } as CSSProperties;
}
