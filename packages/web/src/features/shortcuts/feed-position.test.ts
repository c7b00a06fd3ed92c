import { describe, expect, it } from 'vitest';
import { currentCard, stepCard } from './feed-position';

// Three 500 px cards 20 px apart, the page scrolled so the second card's top is at the header's line (52).
const line = 52;
const view = 800;
const scrolled = [
  { top: -468, bottom: 32 },
  { top: 52, bottom: 552 },
  { top: 572, bottom: 1072 },
];

describe('the current post', () => {
  it('is the focused card while it shows', () => {
    expect(currentCard(scrolled, line, view, 2)).toBe(2);
  });

  it('is the card being read at the top when nothing (or a card out of view) has focus', () => {
    expect(currentCard(scrolled, line, view, -1)).toBe(1);
    expect(currentCard(scrolled, line, view, 0)).toBe(1);
    // A card with only a sliver left under the header has been read.
    const sliver = [
      { top: -460, bottom: 80 },
      { top: 100, bottom: 600 },
    ];
    expect(currentCard(sliver, line, view, -1)).toBe(1);
  });

  it('is none on an empty feed', () => {
    expect(currentCard([], line, view, -1)).toBe(-1);
  });
});

describe('j and k', () => {
  it('step from the focused card to its neighbours', () => {
    expect(stepCard(scrolled, line, view, 1, 1)).toBe(2);
    expect(stepCard(scrolled, line, view, 1, -1)).toBe(0);
    expect(stepCard(scrolled, line, view, 2, 1)).toBe(-1);
  });

  it('from the page top, j goes to the first card below the header', () => {
    const top = [
      { top: 120, bottom: 620 },
      { top: 640, bottom: 1140 },
    ];
    expect(stepCard(top, line, view, -1, 1)).toBe(0);
    expect(stepCard(top, line, view, -1, -1)).toBe(-1);
  });

  it('in the middle of a long post, k goes to its top and j to the next one', () => {
    const middle = [
      { top: -900, bottom: 1500 },
      { top: 1520, bottom: 2000 },
    ];
    expect(stepCard(middle, line, view, -1, -1)).toBe(0);
    expect(stepCard(middle, line, view, -1, 1)).toBe(1);
  });

  it('ignore a focused card the reader has scrolled away from', () => {
    expect(stepCard(scrolled, line, view, 0, 1)).toBe(2);
  });
});
