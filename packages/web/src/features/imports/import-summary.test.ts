import { describe, expect, it } from 'vitest';
import { importedSummary, restSummary } from './import-summary';

describe('an import in words', () => {
  it('counts the posts by type, in the composer order', () => {
    expect(
      importedSummary({ imported: { answer: 1, text: 80, photo: 30 }, media: 0, existing: 0, skipped: 0 }),
    ).toBe('111 posts: 80 text, 30 photo, 1 answer');
    expect(importedSummary({ imported: {}, media: 0, existing: 3, skipped: 0 })).toBe('no new posts');
  });

  it('tells the files stored, the posts already here and the posts left out', () => {
    expect(restSummary({ imported: {}, media: 1, existing: 12, skipped: 2 })).toEqual([
      '1 photo, audio or video file stored here',
      '12 posts were already here and left as they were',
      '2 posts could not be imported',
    ]);
    expect(restSummary({ imported: { text: 1 }, media: 0, existing: 0, skipped: 0 })).toEqual([]);
  });
});
