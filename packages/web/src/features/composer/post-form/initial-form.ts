import {
  type ComposerChannel,
  type EditorType,
  formFromFetch,
  newPostForm,
  type PostContextData,
  type PostFetchResponse,
  type PostForm,
} from '@rookery/core';
import type { FormOpening } from '../form-opening';

interface FormContext {
  /** The blog the user acts as: new posts and reblogs go there unless they pick another. */
  currentBlog: string;
  editorType: EditorType;
  fetched?: PostFetchResponse;
  /** Where the composer was opened from (composer-context.ts). */
  contextData?: PostContextData;
}

/**
 * The form a composer route opens with. An edit is the post as saved, on its own blog. A reblog
 * carries the reblogged content (shown read-only); the server hands it over with the comment field
 * empty and the parent's words as the last step of the trail.
 */
export function initialForm(opening: FormOpening, context: FormContext): PostForm {
  const form = formOf(opening, context);
  return context.contextData ? { ...form, contextData: { ...context.contextData } } : form;
}

function formOf(opening: FormOpening, { currentBlog, editorType, fetched }: FormContext): PostForm {
  if (opening.mode === 'new') return newPostForm(opening.type, { tumblelog: currentBlog, editorType });
  if (!fetched) throw new Error('An edit or reblog form opens from a fetched post');
  const { post, post_tumblelog } = fetched;
  if (opening.mode === 'edit') {
    return formFromFetch(post, {
      mode: 'edit',
      blogName: post_tumblelog.name,
      currentEditorType: editorType,
    });
  }
  const allowed = post.can_reblog_as;
  const blogName = allowed.length && !allowed.includes(currentBlog) ? allowed[0]! : currentBlog;
  return formFromFetch(post, { mode: 'reblog', blogName, currentEditorType: editorType });
}

/** The blogs the form may post as: all of the user's, or for a reblog only those it may be reblogged as. */
export function postableChannels(channels: readonly ComposerChannel[], form: PostForm): ComposerChannel[] {
  if (form.mode !== 'reblog' || form.can_reblog_as.length === 0) return [...channels];
  return channels.filter((c) => form.can_reblog_as.includes(c.name));
}
