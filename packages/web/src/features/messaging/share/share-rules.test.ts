import { messagingTexts } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import {
  canSendShare,
  popupFeatures,
  recipientThemeStyle,
  shareLinks,
  sharePlaceholder,
  shareQueue,
  textOn,
} from './share-rules';

describe('external share links', () => {
  it("carry the permalink and the spec's popup sizes", () => {
    const links = shareLinks('http://x.test/ada/post/1?a=b');
    expect(links.map((l) => [l.network, l.width, l.height, l.scrollbars])).toEqual([
      ['twitter', 626, 258, false],
      ['facebook', 626, 436, false],
      ['reddit', 860, 600, true],
    ]);
    expect(links[0]?.url).toBe(
      'https://twitter.com/intent/tweet?url=http%3A%2F%2Fx.test%2Fada%2Fpost%2F1%3Fa%3Db',
    );
    expect(links[1]?.url).toContain('facebook.com/sharer/sharer.php?u=http%3A%2F%2F');
    expect(links[2]?.url).toContain('reddit.com/submit?url=http%3A%2F%2F');
  });

  it('open centred popups without an opener', () => {
    const features = popupFeatures(
      { width: 860, height: 600, scrollbars: true },
      { width: 1920, height: 1080 },
    );
    expect(features).toBe('width=860,height=600,left=530,top=240,scrollbars=yes,noopener,noreferrer');
  });
});

describe('the message box', () => {
  it("has the spec's placeholders", () => {
    expect(sharePlaceholder(false, 'search')).toBe('Say something if you like...');
    expect(sharePlaceholder(false, 'favorites')).toBe('Discuss this post if you like...');
    expect(sharePlaceholder(true, 'favorites')).toBe(messagingTexts.sending);
  });

  it("wears the recipient's colours, with Send text that reads on the link colour", () => {
    const style = recipientThemeStyle({
      background_color: '#000000',
      title_color: '#ffffff',
      link_color: '#ffee00',
    });
    expect(style).toMatchObject({ background: '#000000', color: '#ffffff', '--share-on-link': '#000000' });
    expect(textOn('#001935')).toBe('#ffffff');
    expect(
      recipientThemeStyle({ background_color: 'red', title_color: '', link_color: '#abc' }),
    ).toMatchObject({
      background: '#FAFAFA',
    });
  });
});

describe('sending a share', () => {
  const share = { postId: '42', blog: 'ada' };

  it('does nothing to the sender itself, while sending, or without the post', () => {
    const base = { recipientUuid: 'r', senderUuid: 's', sending: false, share };
    expect(canSendShare(base)).toBe(true);
    expect(canSendShare({ ...base, recipientUuid: 's' })).toBe(false);
    expect(canSendShare({ ...base, sending: true })).toBe(false);
    expect(canSendShare({ ...base, share: null })).toBe(false);
    expect(canSendShare({ ...base, share: { postId: '', blog: 'ada' } })).toBe(false);
    expect(canSendShare({ ...base, recipientUuid: null })).toBe(false);
  });

  it('queues the post, then the trimmed text when there is some', () => {
    expect(shareQueue(share, '  ')).toEqual([
      { type: 'POSTREF', post: { id: '42', blog: 'ada' }, context: 'post-chrome:share' },
    ]);
    expect(shareQueue(share, ' look! ')[1]).toEqual({ type: 'TEXT', message: 'look!' });
  });
});
