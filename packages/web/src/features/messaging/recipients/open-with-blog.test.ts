import { describe, expect, it } from 'vitest';
import { testParticipant } from '../api/test-participant';
import { conversationOpening, offersFollow } from './open-with-blog';

const sender = { uuid: 't:me', name: 'me' };

describe('conversationOpening (spec §5)', () => {
  it('opens with a blog that can receive messages', () => {
    expect(conversationOpening(testParticipant('you'), sender)).toBe('open');
  });

  it('could not load a blog that came back without a uuid', () => {
    expect(conversationOpening(null, sender)).toBe('missing');
    expect(conversationOpening(testParticipant('you', { uuid: '' }), sender)).toBe('missing');
  });

  it('refuses a blog that cannot receive messages', () => {
    expect(conversationOpening(testParticipant('you', { can_receive_messages: false }), sender)).toBe(
      'cant-receive',
    );
  });

  it('opens nothing with the sending blog itself', () => {
    expect(conversationOpening(testParticipant('me'), sender)).toBe('self');
    expect(conversationOpening(testParticipant('me', { uuid: 'other' }), sender)).toBe('self');
  });
});

describe('offersFollow', () => {
  const refused = (code: 'blocked' | 'messages_off' | 'followed_only' | 'must_follow', following = false) =>
    testParticipant('you', {
      can_receive_messages: false,
      is_following_blog: following,
      cant_receive_reason: { code, message: 'No.' },
    });

  it('offers Follow where following is the way on, as the current blog only', () => {
    expect(offersFollow(refused('must_follow'), true)).toBe(true);
    expect(offersFollow(refused('followed_only'), true)).toBe(true);
    expect(offersFollow(refused('must_follow'), false)).toBe(false);
  });

  it('offers nothing when following would not help or is done', () => {
    expect(offersFollow(refused('messages_off'), true)).toBe(false);
    expect(offersFollow(refused('blocked'), true)).toBe(false);
    expect(offersFollow(refused('followed_only', true), true)).toBe(false);
    expect(offersFollow(testParticipant('you'), true)).toBe(false);
  });
});
