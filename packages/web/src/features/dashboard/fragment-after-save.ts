import type { FragmentDirection, FragmentPageRoot, PostSaveResponse } from '@rookery/core';

export interface FragmentCall {
  pageRoot: FragmentPageRoot;
  direction: FragmentDirection;
}

/**
 * Whether a save is followed by the fragment call, and which (spec document 1 §7): only after a new
 * post saved on the dashboard, drafts or inbox page (the save answer's post_context_page), with
 * 'after' on drafts, where a new draft comes last, and 'before' elsewhere, where it comes first.
 * "New" is the form's mode of that name: an edit (is_edit) or a reblog (is_reblog) is not one.
 */
export function fragmentAfterSave(saved: PostSaveResponse): FragmentCall | null {
  if (saved.post.is_edit || saved.post.is_reblog) return null;
  const page = saved.post_context_page;
  if (page === 'drafts') return { pageRoot: page, direction: 'after' };
  return page === 'dashboard' || page === 'inbox' ? { pageRoot: page, direction: 'before' } : null;
}
