import { type ComposerPostType, normalizePostType } from '@rookery/core';
import { isComposerType } from './composer-types';

/** What a composer route asks for: a new post of a type, an edit of a post, or a reblog. */
export type FormOpening =
  | { mode: 'new'; type: ComposerPostType }
  | { mode: 'edit'; postId: string }
  | { mode: 'reblog'; reblogId: string; reblogKey: string };

/**
 * Reads a composer route's parameters (spec document 1 §2): /new/{type} (aliases regular and
 * conversation included), /edit/{postId}, /reblog/{reblogId}/{reblogKey}. Null when they name
 * nothing the composer opens.
 */
export function formOpeningOf(
  mode: FormOpening['mode'],
  params: Record<string, string | undefined>,
): FormOpening | null {
  if (mode === 'new') {
    const type = normalizePostType(params.type);
    return type && isComposerType(type) ? { mode, type } : null;
  }
  if (mode === 'edit') return params.postId ? { mode, postId: params.postId } : null;
  return params.reblogId && params.reblogKey
    ? { mode, reblogId: params.reblogId, reblogKey: params.reblogKey }
    : null;
}
