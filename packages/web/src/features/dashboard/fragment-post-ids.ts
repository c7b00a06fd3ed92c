import { FRAGMENT_POST_ATTRIBUTE } from '@rookery/core';

/** The ids of the posts in a fragment, in order, each once (read from an inert parsed document). */
export function fragmentPostIds(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const ids = Array.from(doc.querySelectorAll(`[${FRAGMENT_POST_ATTRIBUTE}]`), (el) =>
    el.getAttribute(FRAGMENT_POST_ATTRIBUTE),
  );
  return [...new Set(ids.filter((id): id is string => !!id))];
}
