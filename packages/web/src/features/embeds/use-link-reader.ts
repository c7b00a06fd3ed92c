import { isValidUrl, type LinkData, type PostForm } from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { readLink } from './embeds-api';

/** Typing settles this long before the page is read. */
const SETTLE_MS = 500;
const FILLED = ['title', 'excerpt', 'author', 'thumbnail'] as const;
type Filled = (typeof FILLED)[number];

/**
 * The fields of `data` for those of `form` that are empty or still hold what an earlier read put
 * there (`filled`, updated with what this one puts).
 */
function fillFrom(
  form: PostForm,
  filled: Partial<Record<Filled, string>>,
  data: LinkData,
): Partial<PostForm> {
  const patch: Partial<PostForm> = {};
  for (const field of FILLED) {
    const current = form[field];
    if (current && current !== filled[field]) continue;
    patch[field] = data[field];
    filled[field] = data[field];
  }
  return patch;
}

/**
 * A link post's page read as its address is typed (issue 17): the form is `loading` meanwhile
 * (core's rule answers 'Loading OpenGraph data.' to a save then), and the page's title, excerpt,
 * author and picture fill the fields the author has left empty, or that still hold what an earlier
 * read put there; what the author wrote is never overwritten. Answers what went wrong, or null.
 */
export function useLinkReader(form: PostForm, update: (patch: Partial<PostForm>) => void): string | null {
  const url = form.url.trim();
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef({ form, update });
  latest.current = { form, update };
  const filled = useRef<Partial<Record<Filled, string>>>({});
  const read = useRef('');

  useEffect(() => {
    if (!url || !isValidUrl(url) || url === read.current) return;
    let live = true;
    const timer = setTimeout(async () => {
      read.current = url;
      setProblem(null);
      latest.current.update({ loading: true });
      try {
        const data = await readLink(url);
        if (live)
          latest.current.update({ loading: false, ...fillFrom(latest.current.form, filled.current, data) });
      } catch (error) {
        if (!live) return;
        latest.current.update({ loading: false });
        setProblem(errorMessage(error));
      }
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [url]);

  return problem;
}
