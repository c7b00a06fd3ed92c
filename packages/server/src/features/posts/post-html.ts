import { type PostView, REBLOG_COMMENT_FIELD } from '@rookery/core';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a post's HTML is made from: a listed post has it, and so has an exported one (account-export). */
export type HtmlPost = Pick<
  PostView,
  | 'type'
  | 'blog_name'
  | 'is_reblog'
  | 'trail'
  | 'photos'
  | 'media_url'
  | 'video'
  | 'title'
  | 'body'
  | 'caption'
  | 'quote'
  | 'source'
  | 'url'
  | 'excerpt'
  | 'chat'
  | 'ask'
  | 'answer'
  | 'asking_name'
  | 'track_title'
  | 'track_artist'
>;

/** Only web addresses become links (a link post's url is the author's to type). */
const webUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

/** Rich fields are stored sanitized (posts/rich-fields.ts): they go into the page as they are. */
const rich = (html: string) => (html.trim() ? `<div class="rich">${html}</div>` : '');
const heading = (text: string) => (text.trim() ? `<h1>${esc(text)}</h1>` : '');

function photos(post: HtmlPost): string {
  return post.photos
    .map((p) => {
      const size = p.width && p.height ? ` width="${p.width}" height="${p.height}"` : '';
      return `<img src="${esc(p.url)}" alt="${esc(p.caption || `Photo from ${post.blog_name}`)}"${size} loading="lazy">`;
    })
    .join('');
}

/** A player for our own uploads; another site's player is a link to the post, not a frame in a frame. */
function media(post: HtmlPost, permalink: string): string {
  if (post.type === 'video' && post.media_url) {
    const poster = post.video?.poster_url ? ` poster="${esc(post.video.poster_url)}"` : '';
    return `<video controls preload="metadata" src="${esc(post.media_url)}"${poster}></video>`;
  }
  if (post.type === 'audio' && post.media_url) {
    const name = [post.track_title, post.track_artist].filter(Boolean).join(' — ');
    return `${name ? `<p class="track">${esc(name)}</p>` : ''}<audio controls preload="none" src="${esc(post.media_url)}"></audio>`;
  }
  if (post.type === 'video' || post.type === 'audio')
    return `<p><a class="play" href="${esc(permalink)}" target="_blank" rel="noopener">▶ Play on Rookery</a></p>`;
  return '';
}

/** The post's own content by type, but for a reblog without the comment (the trail shows it). */
function content(post: HtmlPost, permalink: string, withComment: boolean): string {
  const comment = REBLOG_COMMENT_FIELD[post.type];
  const field = (name: 'body' | 'caption' | 'source' | 'answer') =>
    withComment || comment !== name ? post[name] : '';
  switch (post.type) {
    case 'text':
      return heading(post.title) + rich(field('body'));
    case 'photo':
      return photos(post) + rich(field('caption'));
    case 'quote': {
      const source = field('source');
      return `<figure><blockquote>${esc(post.quote)}</blockquote>${source.trim() ? `<figcaption>— ${source}</figcaption>` : ''}</figure>`;
    }
    case 'link':
      return `<a class="link" href="${esc(webUrl(post.url))}" target="_blank" rel="noopener nofollow"><strong>${esc(post.title || post.url)}</strong>${post.excerpt ? `<span>${esc(post.excerpt)}</span>` : ''}</a>${rich(field('caption'))}`;
    case 'chat':
      return `${heading(post.title)}<pre class="chat">${esc(post.chat)}</pre>`;
    case 'audio':
    case 'video':
      return media(post, permalink) + rich(field('caption'));
    case 'answer':
      return `<div class="ask"><p><b>${esc(post.asking_name || 'Anonymous')}</b> asked:</p><p>${esc(post.ask)}</p></div>${rich(field('answer'))}`;
  }
}

/**
 * A post as plain HTML, no app bundle: what the embed page (share/embed) and the feeds show. An
 * original's content; a reblog's reblogged content, then each blog's words in the trail (the root
 * first, so the original author is credited), then the reblogger's own comment.
 */
export function postHtml(post: HtmlPost, permalink: string): string {
  if (!post.is_reblog) return content(post, permalink, true);
  const steps = post.trail.map(
    (t) => `<section><p class="by">${esc(t.blog_name)}</p>${rich(t.content)}</section>`,
  );
  // A reblog's comment is one of the rich fields (core REBLOG_COMMENT_FIELD), never a list.
  const key = REBLOG_COMMENT_FIELD[post.type] as 'body' | 'caption' | 'source' | null;
  const own = key ? post[key] : '';
  if (own.trim()) steps.push(`<section><p class="by">${esc(post.blog_name)}</p>${rich(own)}</section>`);
  return content(post, permalink, false) + steps.join('');
}
