import { absoluteBlogUrl } from '../../blog-hosts/blog-urls.js';
import { unixSeconds } from '../api-date.js';
import { tumblrUuid } from '../blog-uuid.js';

/** A note of a post's chain as load-notes.ts reads it: who, what, when. */
export interface TumblrNoteSource {
  /** `posted` is the root post itself, the first note of every chain. */
  kind: 'posted' | 'like' | 'reblog' | 'reply';
  at: Date;
  blogName: string;
  blogUuid: string;
  avatarShape: string | null;
  /** The reader's current blog follows the note's blog. */
  followed: boolean;
  /** A reblog's post (none for a private one, which counts but links nowhere). */
  postId: string | null;
  /** The blog a reblog was reblogged from. */
  parentBlogName: string | null;
  /** A reply's words. */
  text: string;
}

/**
 * A note as a `notes_info=true` read (and `/notes`) lists it (api.md `/notes` "Example response"):
 * its type, time and blog, with a reblog's post and parent and a reply's words.
 */
export function presentNote(note: TumblrNoteSource) {
  return {
    type: note.kind,
    timestamp: unixSeconds(note.at),
    blog_name: note.blogName,
    blog_uuid: tumblrUuid(note.blogUuid),
    blog_url: absoluteBlogUrl(note.blogName),
    followed: note.followed,
    avatar_shape: note.avatarShape === 'square' ? 'square' : 'circle',
    ...(note.kind === 'reblog' && note.postId ? { post_id: note.postId } : {}),
    ...(note.kind === 'reblog' && note.parentBlogName
      ? { reblog_parent_blog_name: note.parentBlogName }
      : {}),
    ...(note.kind === 'reply' ? { reply_text: note.text } : {}),
  };
}
