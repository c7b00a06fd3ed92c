import { describe, expect, it } from 'vitest';
import { isGifSearchResponse } from './gif-search-api';

describe('a GIF search answer', () => {
  it('is usable only with a list of results that each have an image', () => {
    expect(isGifSearchResponse({ media: [] })).toBe(true);
    expect(
      isGifSearchResponse({ media: [{ mediaUrl: '/media/a_250.gif' }], message: { header: 'h', body: 'b' } }),
    ).toBe(true);
    for (const answer of [null, '', [], {}, { media: null }, { media: [{}] }, { media: [{ mediaUrl: 5 }] }])
      expect(isGifSearchResponse(answer)).toBe(false);
  });
});
