import { describe, expect, it } from 'vitest';
import { createKeySequence } from './key-sequence';

describe('key sequence', () => {
  it('completes when the keys come in order', () => {
    const sequence = createKeySequence(['z', 'c'], 1000);
    expect(sequence.feed('z', 0)).toBe(false);
    expect(sequence.feed('c', 300)).toBe(true);
    expect(sequence.feed('c', 400)).toBe(false);
  });

  it('starts over after another key or a long pause', () => {
    const sequence = createKeySequence(['z', 'c'], 1000);
    sequence.feed('z', 0);
    expect(sequence.feed('x', 100)).toBe(false);
    expect(sequence.feed('c', 200)).toBe(false);
    sequence.feed('z', 300);
    expect(sequence.feed('c', 1400)).toBe(false);
  });

  it('lets a repeated first key begin the sequence again', () => {
    const sequence = createKeySequence(['z', 'c'], 1000);
    sequence.feed('z', 0);
    sequence.feed('z', 100);
    expect(sequence.feed('c', 200)).toBe(true);
  });
});
