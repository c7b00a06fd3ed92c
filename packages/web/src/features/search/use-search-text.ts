import { useState } from 'react';

/**
 * What the search field holds: the term of the search page on screen (the nav data's search_term),
 * replaced whenever that term changes, and what the reader types in between.
 */
export function useSearchText(term: string) {
  const [text, setText] = useState(term);
  const [shown, setShown] = useState(term);
  // Adjusted while rendering, not in an effect: the field never draws the old term once more.
  if (term !== shown) {
    setShown(term);
    setText(term);
  }
  return [text, setText] as const;
}
