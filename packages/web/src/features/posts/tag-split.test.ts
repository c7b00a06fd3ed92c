import { describe, expect, it } from 'vitest';
import { splitTags } from './tag-split';

describe('splitTags', () => {
  it('shows every tag that fits the line', () => {
    expect(splitTags(['art', 'cats'], 20)).toEqual({ first: ['art', 'cats'], rest: [] });
    expect(splitTags([], 20)).toEqual({ first: [], rest: [] });
  });

  it('puts the tags past the line behind See all', () => {
    // Each tag costs its letters plus 3: 6 + 7 + 6 = 19 fits 20, the fourth does not.
    expect(splitTags(['art', 'cats', 'dog', 'birds', 'fish'], 20)).toEqual({
      first: ['art', 'cats', 'dog'],
      rest: ['birds', 'fish'],
    });
  });

  it('always shows the first tag, however long', () => {
    const long = 'a'.repeat(80);
    expect(splitTags([long, 'b', 'c'], 20)).toEqual({ first: [long], rest: ['b', 'c'] });
  });

  it('never hides a single tag behind the button', () => {
    expect(splitTags(['art', 'cats', 'dog', 'birds'], 20)).toEqual({
      first: ['art', 'cats', 'dog', 'birds'],
      rest: [],
    });
  });
});
