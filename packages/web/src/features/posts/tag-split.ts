import { TAGS_FIRST_LINE_CHARS } from '@rookery/core';

/** What each tag takes on the line beyond its own letters: the '#' and the gap after it. */
const TAG_EXTRA_CHARS = 3;

/**
 * The tags that fit the tag list's one line, and the rest behind 'See all' (doc 2 §4 "Tag list").
 * Decided by characters rather than by measuring, so the same split renders on the server and in
 * the browser; the line also clips, in case a font runs wide. The first tag always shows, and a
 * single leftover tag is shown rather than hidden behind a button as wide as itself.
 */
export function splitTags(tags: readonly string[], budget = TAGS_FIRST_LINE_CHARS) {
  let used = 0;
  let shown = 0;
  for (const tag of tags) {
    used += tag.length + TAG_EXTRA_CHARS;
    if (shown > 0 && used > budget) break;
    shown++;
  }
  if (tags.length - shown === 1) shown = tags.length;
  return { first: tags.slice(0, shown), rest: tags.slice(shown) };
}
