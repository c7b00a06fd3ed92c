import type { PostView } from '@rookery/core';

const escapeAttr = (s: string) => s.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The embed page's width in an embed code and the oEmbed answer (ours: the dashboard's card width). */
export const EMBED_WIDTH = 540;
/** The frame's height before the page reports its own. */
export const EMBED_START_HEIGHT = 400;

export const embedPath = (post: Pick<PostView, 'blog_name' | 'id'>) =>
  `/embed/post/${post.blog_name}/${post.id}`;

/**
 * What a site pastes to show the post: an iframe of the embed page, named by the post's embed_did so
 * the small script beside it can match the page's height messages to this frame, and a link to the
 * post for readers (and feed readers) without frames. The script is the same for every embed and
 * loads once however many a page holds.
 */
export function embedCode(publicUrl: string, post: PostView, width = EMBED_WIDTH): string {
  const src = `${publicUrl}${embedPath(post)}`;
  const title = `Post from ${post.blog_name} on Rookery`;
  return (
    `<iframe class="rookery-embed" src="${escapeAttr(src)}" data-did="${post.embed_did}" ` +
    `title="${escapeAttr(title)}" width="${width}" height="${EMBED_START_HEIGHT}" ` +
    `style="border:0;max-width:100%" loading="lazy"></iframe>` +
    `<script async src="${escapeAttr(`${publicUrl}/embed/embed.js`)}"></script>`
  );
}
