import { describe, expect, it } from 'vitest';
import { testParticipant } from '../api/test-participant';
import { conversationOpening } from './open-with-blog';

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
