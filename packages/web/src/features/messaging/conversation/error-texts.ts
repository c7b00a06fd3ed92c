import { GENERIC_FETCH_ERRORS, messagingTexts, pickOne } from '@rookery/core';
import { ApiError } from '../../../api';

/** Spec §8: the words for the errors the messaging calls name by HTTP status and first error code. */
export function knownErrorText(error: unknown, otherName: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.errors[0]?.code;
  if (error.status === 403 && code === 7001) return messagingTexts.verifyEmail;
  if (error.status === 403 && code === 7003) return messagingTexts.followedOnly(otherName);
  if (error.status === 409) return messagingTexts.mustFollow;
  // The daily limit on new conversations is the spec's 429; the per-minute sending limit (README
  // "Abuse limits") is a 429 too, and says so in its own words.
  if (error.status === 429) return error.errors[0]?.detail || messagingTexts.dailyLimit;
  return null;
}

/**
 * A refusal the spec has no words of its own for (403, 404: a blog that can't receive messages, a
 * block, a conversation gone) says why in the server's words, which are the spec's where it has them.
 */
export function refusalText(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 403 || error.status === 404) ? error.message : null;
}

export interface FetchErrorView {
  text: string;
  /** Spec §4: no retry on 403 or 429. */
  retryable: boolean;
}

/**
 * Spec §8 "Conversation fetch failure": by status and code, then a refusal's own words (so a blog
 * that can't receive messages says so, spec §5), otherwise a random generic line.
 */
export function fetchErrorView(
  error: unknown,
  otherName: string,
  random: () => number = Math.random,
): FetchErrorView {
  const status = error instanceof ApiError ? error.status : 0;
  return {
    text: knownErrorText(error, otherName) ?? refusalText(error) ?? pickOne(GENERIC_FETCH_ERRORS, random),
    retryable: status !== 403 && status !== 429,
  };
}

/** Spec §4: a 404 for a conversation not started yet is an empty conversation, not an error. */
export function isNotStartedYet(error: unknown, hasId: boolean): boolean {
  return !hasId && error instanceof ApiError && error.status === 404;
}
