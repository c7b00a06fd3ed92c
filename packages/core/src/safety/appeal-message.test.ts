import { describe, expect, it } from 'vitest';
import { appealMessage, canAppeal } from './appeal-message.js';
import { APPEAL_STATES } from './constants.js';
import { adultContentTexts } from './texts.js';

describe('appealMessage', () => {
  it('says the spec’s message for each state, the reblog’s for a reblog', () => {
    expect(appealMessage(APPEAL_STATES.available, false)).toBe(adultContentTexts.available);
    expect(appealMessage(APPEAL_STATES.available_prioritize, false)).toBe(adultContentTexts.available);
    expect(appealMessage(APPEAL_STATES.available, true)).toBe(adultContentTexts.reblog);
    expect(appealMessage(APPEAL_STATES.in_review, false)).toBe(adultContentTexts.inReview);
    expect(appealMessage(APPEAL_STATES.in_review, true)).toBe(adultContentTexts.reblogAfterAppeal);
    expect(appealMessage(APPEAL_STATES.complete, false)).toBe(adultContentTexts.complete);
    expect(appealMessage(APPEAL_STATES.none, false)).toBe(adultContentTexts.none);
    expect(appealMessage(APPEAL_STATES.unavailable, false)).toBe(adultContentTexts.none);
  });

  it('lets only available and available_prioritize be appealed', () => {
    const appealable = Object.values(APPEAL_STATES).filter(canAppeal);
    expect(appealable.sort()).toEqual([APPEAL_STATES.available_prioritize, APPEAL_STATES.available]);
  });
});
