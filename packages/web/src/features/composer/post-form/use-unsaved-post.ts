import type { PostForm } from '@rookery/core';
import { useEffect, useRef } from 'react';
import { forgetUnsavedPost, keepUnsavedPost } from './unsaved-post';

/** Typing pauses this long before the post is written down (a closing tab writes at once). */
const KEEP_DELAY_MS = 400;

/**
 * Keeps the form's post in the browser while it has something worth keeping (unsaved-post), and
 * forgets it once the post is saved.
 */
export function useUnsavedPost(key: string, form: PostForm, changed: boolean, saved: boolean): void {
  const latest = useRef({ form, changed, saved });
  latest.current = { form, changed, saved };

  useEffect(() => {
    if (saved) {
      forgetUnsavedPost(key);
      return;
    }
    const timer = window.setTimeout(
      () => (changed ? keepUnsavedPost(key, form) : forgetUnsavedPost(key)),
      KEEP_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [key, form, changed, saved]);

  useEffect(() => {
    const flush = () => {
      const now = latest.current;
      if (now.changed && !now.saved) keepUnsavedPost(key, now.form);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [key]);
}
