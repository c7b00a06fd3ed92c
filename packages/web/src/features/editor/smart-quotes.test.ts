import { describe, expect, it } from 'vitest';
import { smartQuote } from './smart-quotes';

describe('smart quotes', () => {
  it('opens a quote at the start of text, after a space or an opening bracket', () => {
    expect(smartQuote('"', '')).toBe('“');
    expect(smartQuote('"', ' ')).toBe('“');
    expect(smartQuote("'", '(')).toBe('‘');
    expect(smartQuote("'", '\n')).toBe('‘');
  });

  it('closes a quote after a word, which makes an apostrophe inside one', () => {
    expect(smartQuote('"', 'd')).toBe('”');
    expect(smartQuote("'", 'n')).toBe('’');
    expect(smartQuote('"', '.')).toBe('”');
  });

  it('writes primes after a digit', () => {
    expect(smartQuote("'", '5')).toBe('′');
    expect(smartQuote('"', '1')).toBe('″');
  });
});
