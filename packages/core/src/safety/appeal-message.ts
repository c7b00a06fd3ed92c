import { APPEAL_STATES } from './constants.js';
import { adultContentTexts } from './texts.js';

/**
 * What the owner of a post classified adult reads for its appeal state (spec document 2 §8): a
 * reblog is told the flag may come from somewhere in its trail.
 */
export function appealMessage(state: number, isReblog: boolean): string {
  switch (state) {
    case APPEAL_STATES.available:
    case APPEAL_STATES.available_prioritize:
      return isReblog ? adultContentTexts.reblog : adultContentTexts.available;
    case APPEAL_STATES.in_review:
      return isReblog ? adultContentTexts.reblogAfterAppeal : adultContentTexts.inReview;
    case APPEAL_STATES.complete:
      return adultContentTexts.complete;
    default:
      return adultContentTexts.none;
  }
}

/** Whether the owner may appeal now (document 2 §3: only from available or available_prioritize). */
export const canAppeal = (state: number): boolean =>
  state === APPEAL_STATES.available || state === APPEAL_STATES.available_prioritize;
