import type { ExportedPost } from '@rookery/core';
import { esc, postHtml } from '../../posts/post-html.js';

/** Enough style to read by: the posts' own HTML carries none. */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f4;color:#111}
main{max-width:600px;margin:0 auto;padding:24px 16px}article,ul{background:#fff;border-radius:8px;padding:16px 20px}
img,video{max-width:100%;height:auto}.meta,.tags{color:#555;font-size:14px}.by{font-weight:bold;margin-bottom:0}
li{margin:6px 0}blockquote{margin:0;font-size:1.2em}pre{white-space:pre-wrap}a{color:#00508a}`;

const pageStart = (title: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>`;
const PAGE_END = '</main></body></html>\n';

/** The zip's copies are one folder up from a post's page: `posts/{id}.html` → `media/...`. */
const withLocalMedia = (html: string) => html.replace(/(["'(])\/media\//g, '$1../media/');

/** A few words that name the post in a list: its title, else the start of its text, else its type. */
function headline(post: ExportedPost): string {
  const text = [post.title, post.quote, post.ask, post.body, post.caption, post.answer]
    .map((t) =>
      t
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find((t) => t !== '');
  return text ? text.slice(0, 80) : `A ${post.type} post`;
}

const when = (post: ExportedPost) => (post.published_at ?? post.publish_on ?? post.created_at).slice(0, 10);

/** One post as a page of its own (posts/{id}.html), readable offline with its media from the zip. */
export function postPage(post: ExportedPost, blogName: string): string {
  const html = postHtml(
    { ...post, blog_name: blogName, media_url: post.media?.url ?? '', video: null },
    post.post_url,
  );
  const tags = post.tags.length ? `<p class="tags">${post.tags.map((t) => `#${esc(t)}`).join(' ')}</p>` : '';
  const meta = `<p class="meta"><a href="../index.html">${esc(blogName)}</a> · ${when(post)} · ${post.state}</p>`;
  return `${pageStart(`${headline(post)} — ${blogName}`)}<article>${meta}${withLocalMedia(html)}${tags}</article>${PAGE_END}`;
}

/** The blog's index.html, a piece at a time: its head, a list item per post, its end. */
export const indexPage = {
  head: (blogName: string, title: string) =>
    `${pageStart(title || blogName)}<h1>${esc(title || blogName)}</h1><p class="meta">Every post of ${esc(blogName)}, oldest first.</p><ul>`,
  item: (post: ExportedPost) =>
    `<li><a href="${post.html}">${esc(headline(post))}</a> <span class="meta">${when(post)} · ${post.state}</span></li>\n`,
  tail: `</ul>${PAGE_END}`,
};
