import { describe, expect, it } from 'vitest';
import { postSummary } from './post-summary.js';

const post = (fields: Partial<Parameters<typeof postSummary>[0]>) => ({
  type: 'text' as const,
  title: '',
  body: '',
  caption: '',
  quote: '',
  ask: '',
  answer: '',
  excerpt: '',
  chat: '',
  track_title: '',
  trail: [],
  ...fields,
});

describe('postSummary', () => {
  it('is the title when there is one, as plain text', () => {
    expect(postSummary(post({ title: 'Tea &amp; <b>toast</b>', body: '<p>Other words</p>' }))).toBe(
      'Tea & toast',
    );
  });

  it('else the start of the text, cut at a word near 60 characters', () => {
    const body = `<p>${'word '.repeat(30)}</p>`;
    const summary = postSummary(post({ body }));
    expect(summary.endsWith('word…')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(60);
    expect(postSummary(post({ type: 'photo', caption: '<p>A <i>heron</i> at dawn</p>' }))).toBe(
      'A heron at dawn',
    );
  });

  it('a reblog without a comment: the words it reblogged', () => {
    const trail = [{ content: '<p>The root said this</p>' }] as Parameters<typeof postSummary>[0]['trail'];
    expect(postSummary(post({ trail }))).toBe('The root said this');
  });

  it('else what kind of post it is', () => {
    expect(postSummary(post({ type: 'photo' }))).toBe('Photo post');
    expect(postSummary(post({ type: 'video', body: '<p> </p>' }))).toBe('Video post');
  });
});
