import { describe, expect, it } from 'vitest';
import { chatLines } from './chat-lines';

describe('chat lines', () => {
  it('splits speakers from what they said and skips blank lines', () => {
    expect(chatLines('Tourist: Which way?\n\nNew Yorker: No.\njust a line')).toEqual([
      { speaker: 'Tourist', text: 'Which way?' },
      { speaker: 'New Yorker', text: 'No.' },
      { speaker: null, text: 'just a line' },
    ]);
  });
});
