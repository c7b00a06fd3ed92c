import { contrastRatio, type GlobalThemeParams, nearestPassingColour, type PostView } from '@rookery/core';
import { esc, postHtml } from '../../posts/post-html.js';
import { PAGE_SCRIPT } from './embed-scripts.js';

const CARD = '#ffffff';
const INK = '#1a1a1a';

/** A theme colour as given when it reads on `on`, else the nearest one that does (AA). */
const readable = (colour: string, on: string) =>
  (contrastRatio(colour, on) ?? 0) >= 4.5 ? colour : (nearestPassingColour(colour, on) ?? INK);

/**
 * The whole style of the page: a white card, its header in the blog's own colours. Kept small on
 * purpose (README "Sharing and embedding": the page ships no app bundle).
 */
function style(theme: GlobalThemeParams): string {
  const bg = theme.background_color;
  const title = readable(theme.title_color, bg);
  const link = readable(theme.link_color, CARD);
  return `*{box-sizing:border-box}html,body{margin:0}body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:${INK};background:${CARD}}
article{border:1px solid #d9d9d9;border-radius:8px;overflow:hidden;background:${CARD}}
header{display:flex;align-items:center;gap:10px;padding:10px 14px;background:${bg};color:${title}}
header a{color:inherit;font-weight:700;text-decoration:none}header a:hover,header a:focus-visible{text-decoration:underline}
header img{width:32px;height:32px;border-radius:${theme.avatar_shape === 'square' ? '3px' : '50%'}}
.re{font-weight:400;opacity:.9}
main{padding:4px 14px 8px}main img,main video{display:block;max-width:100%;height:auto;margin:8px auto}
main img+img{margin-top:4px}audio{width:100%}
a{color:${link}}h1{font-size:20px;line-height:1.25;margin:10px 0 6px}
blockquote{font:italic 22px/1.35 Georgia,serif;margin:12px 0 6px}figure{margin:0}figcaption{color:#555}
.link{display:block;border:1px solid #e3e3e3;border-radius:6px;padding:10px 12px;margin:10px 0;text-decoration:none}
.link span{display:block;color:#555;font-size:14px;margin-top:4px}
.chat{white-space:pre-wrap;font:inherit}.ask{background:#f1f3f6;border-radius:6px;padding:2px 12px;margin:10px 0}
section{border-top:1px solid #eee;padding-top:6px;margin-top:8px}.by{font-weight:700;margin:4px 0}
.rich{overflow-wrap:anywhere}.rich img{height:auto}.track{font-weight:700;margin:10px 0 4px}
footer{display:flex;justify-content:space-between;gap:8px;padding:10px 14px;border-top:1px solid #eee;font-size:13px;color:#555}
.play{font-weight:700}`;
}

export interface EmbedPageInput {
  post: PostView;
  theme: GlobalThemeParams;
  permalink: string;
  blogUrl: string;
}

/**
 * The logged-out page an embed's iframe shows: the post with its header, trail and media, and a link
 * back. No app bundle: its own few lines of style and one inline script that reports its height.
 */
export function embedPage({ post, theme, permalink, blogUrl }: EmbedPageInput): string {
  const source = post.reblog_source
    ? ` <span class="re" aria-label="reblogged from ${esc(post.reblog_source.name)}">⟲ ${esc(post.reblog_source.name)}</span>`
    : '';
  const notes = post.note_count === 1 ? '1 note' : `${post.note_count} notes`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(`${post.blog_name} on Rookery`)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${esc(permalink)}">
<base target="_blank"><style>${style(theme)}</style></head>
<body data-did="${esc(post.embed_did)}"><article>
<header><img src="${esc(post.blog.avatar_url)}" alt=""><a href="${esc(blogUrl)}" rel="noopener">${esc(post.blog_name)}</a>${source}</header>
<main>${postHtml(post, permalink)}</main>
<footer><span>${esc(notes)}</span><a href="${esc(permalink)}" rel="noopener">View on Rookery</a></footer>
</article><script>${PAGE_SCRIPT}</script></body></html>`;
}
