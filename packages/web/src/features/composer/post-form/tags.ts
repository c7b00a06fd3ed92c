import { MAX_TAGS_PER_POST, TAG_MAX_LENGTH } from '@rookery/core';

/** A typed tag as it is kept: trimmed, without the leading # people type, inner spaces collapsed. */
export function cleanTag(raw: string): string {
  return raw.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim().slice(0, TAG_MAX_LENGTH);
}

/**
 * Adds what was typed in the tag field (one tag, or several separated by commas, as pasted) to
 * the list: empty ones and ones already there (ignoring case) are skipped, and the list stops at
 * the post's tag limit.
 */
export function addTags(tags: readonly string[], typed: string): string[] {
  const next = [...tags];
  for (const part of typed.split(',')) {
    const tag = cleanTag(part);
    if (!tag || next.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    if (next.length >= MAX_TAGS_PER_POST) break;
    next.push(tag);
  }
  return next;
}
