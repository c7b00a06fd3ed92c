import { describe, expect, it } from 'vitest';
import { gifCareMessage, gifQuery, gifSizeAtWidth, visibleGifTags } from './rules.js';
import { gifSearchSchema } from './schemas.js';
import { GIF_NO_RESULTS } from './texts.js';

describe('GIF search rules (spec document 2 §5)', () => {
  it('trims and lowercases the search text', () => {
    expect(gifQuery('  Happy   DANCE \n')).toBe('happy dance');
  });

  it('hides the tags gif and gifs and shows at most three', () => {
    expect(visibleGifTags(['GIF', 'cats', 'gifs', 'dance', 'loop', 'more'])).toEqual([
      'cats',
      'dance',
      'loop',
    ]);
  });

  it('reports width 250 and scales the height', () => {
    expect(gifSizeAtWidth(500, 300)).toEqual({ width: 250, height: 150 });
    expect(gifSizeAtWidth(100, 100)).toEqual({ width: 250, height: 250 });
  });

  it('has the spec line and eight more for no results', () => {
    expect(GIF_NO_RESULTS).toHaveLength(9);
    expect(GIF_NO_RESULTS).toContain('Nothing turned up. Bummer.');
  });

  it('answers care terms with a message, and only whole words', () => {
    expect(gifCareMessage('Self Harm')?.header).toBe('Everything okay?');
    expect(gifCareMessage('haircutting')).toBeNull();
  });
});

describe('the request (spec document 2 §7)', () => {
  it('defaults to every GIF, 200 of them, safely', () => {
    expect(gifSearchSchema.parse({})).toEqual({ q: '', limit: 200, filter_nsfw: true });
  });

  it('reads a form body and refuses more than 200', () => {
    expect(gifSearchSchema.parse({ q: ' Cat ', limit: '20', context: 'editor' })).toMatchObject({
      q: 'cat',
      limit: 20,
    });
    expect(gifSearchSchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(gifSearchSchema.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(gifSearchSchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });
});
