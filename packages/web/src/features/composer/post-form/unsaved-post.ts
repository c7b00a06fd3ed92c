import type { PostForm } from '@rookery/core';
import type { FormOpening } from '../form-opening';

/**
 * A post being written, kept in the browser as it is typed (issue 15: the composer never loses
 * text), one per blog and per form: a new post of a type, the edit of a post, the reblog of a
 * post. It outlives a reload, a crash, a closed tab or a failed save, and goes when the post is
 * saved or discarded.
 */
const PREFIX = 'rookery:unsaved-post';

/** Flags the form sets itself while it works: never restored as they were. */
const WORKING = { uploading: false, loading: false, hasLoadingInlineImages: false } as const;

export function unsavedPostKey(opening: FormOpening, blog: string): string {
  const what =
    opening.mode === 'new'
      ? `new:${opening.type}`
      : opening.mode === 'edit'
        ? `edit:${opening.postId}`
        : `reblog:${opening.reblogId}`;
  return `${PREFIX}:${blog}:${what}`;
}

export function keepUnsavedPost(key: string, form: PostForm): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), form }));
  } catch {
    // Storage full or refused (private mode): the form itself still holds the text.
  }
}

export function forgetUnsavedPost(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to forget where storage is refused.
  }
}

/**
 * The kept post for this form, as the form opens it: its words, tags and type's fields over the
 * freshly opened form, in the context the form was opened in now. Null when none is kept (or it
 * is unreadable, which is forgotten).
 */
export function readUnsavedPost(key: string, opened: PostForm): PostForm | null {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as { form?: PostForm } | null;
    if (!kept?.form || typeof kept.form !== 'object' || kept.form.mode !== opened.mode) return null;
    return { ...opened, ...kept.form, ...WORKING, contextData: opened.contextData };
  } catch {
    forgetUnsavedPost(key);
    return null;
  }
}
