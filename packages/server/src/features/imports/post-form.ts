import { type FormPostState, newPostForm, type PostForm } from '@rookery/core';
import type { StoredPost } from './store-media.js';

/**
 * The state the post keeps: drafts, private and published posts as they were; a queued post
 * with a time still ahead is scheduled for it, one whose time has passed (or that had none) waits
 * in the blog's queue, never all published at once.
 */
function stateOf({ post }: StoredPost, now: Date): { state: FormPostState; publish_on: string } {
  if (post.state !== 'queued') return { state: post.state, publish_on: '' };
  const ahead = post.publishOn !== null && new Date(post.publishOn) > now;
  return ahead ? { state: 'scheduled', publish_on: post.publishOn! } : { state: 'queued', publish_on: '' };
}

/**
 * The composer's form of an imported post, for the composer's own save (features/posts/
 * save-post.ts): the same rules, sanitizing and columns as a post written here. A published or
 * private post keeps its date; the rest are dated when they go out, as any draft is.
 */
export function importedPostForm(stored: StoredPost, blogName: string, now = new Date()): PostForm {
  const { post } = stored;
  const { state, publish_on } = stateOf(stored, now);
  const dated = state === 'published' || state === 'private';
  return newPostForm(post.type, {
    ...post.fields,
    tumblelog: blogName,
    state,
    publish_on,
    editorType: 'rich',
    postDate: dated && post.date ? post.date : '',
    customUrl: post.slug,
    tags: post.tags,
    sourceUrl: post.sourceUrl,
    carouselDisplay: post.carousel,
    photos: stored.photos.map((photo, i) => ({
      id: `o${i + 1}`,
      preuploadUrl: photo.url,
      caption: photo.caption,
    })),
    layout: post.layout,
    preuploadUrl: stored.mediaUrl,
    confirmTos: Boolean(stored.mediaUrl),
    albumArt: stored.albumArtUrl,
    trackTitle: post.track.title,
    trackArtist: post.track.artist,
    trackAlbum: post.track.album,
    thumbnail: post.thumbnail?.src ?? '',
    excerpt: post.link.excerpt,
    author: post.link.author,
  });
}
