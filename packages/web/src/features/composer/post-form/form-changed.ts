import type { PostForm } from '@rookery/core';

/** Flags the form sets itself while it works; they say nothing about the post. */
const WORKING: (keyof PostForm)[] = ['uploading', 'loading', 'hasLoadingInlineImages'];
/** On a new post, picking a type, a blog or a state alone is not writing anything worth keeping. */
const SETUP: (keyof PostForm)[] = ['type', 'tumblelog', 'state', 'publish_on'];

function snapshot(form: PostForm, skip: (keyof PostForm)[]): string {
  const kept = Object.entries(form).filter(([key]) => !skip.includes(key as keyof PostForm));
  return JSON.stringify(kept);
}

/**
 * Whether dismissing the form would lose something (spec document 1 §4: a changed post asks
 * before it is discarded).
 */
export function formChanged(initial: PostForm, form: PostForm): boolean {
  const skip = initial.mode === 'new' ? [...WORKING, ...SETUP] : WORKING;
  return snapshot(initial, skip) !== snapshot(form, skip);
}
