import { embedFrame, type PostView, RICH_FIELDS } from '@rookery/core';

const OPENING_TAG = /<iframe\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
const quoted = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function attributesOf(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = '', ...values] of source.matchAll(ATTRIBUTE)) {
    found[name.toLowerCase()] ??= decode(values.find((v) => v !== undefined) ?? '');
  }
  return found;
}

/**
 * Stored rich HTML with every iframe's opening tag written afresh by core's embedFrame, or removed
 * when it is not a player's: the same guard the browser's cleanHtml applies, for the server's
 * render of posts (the fragment call, a save's dashboard HTML), where there is no DOM. Stored HTML is sanitize-html's
 * output, whose text and attribute values never hold a bare < or >, so its tags read plainly; a
 * removed frame's end tag is one a browser ignores.
 */
export function frameEmbeds(html: string): string {
  return html.replace(OPENING_TAG, (_tag, source: string) => {
    const frame = embedFrame(attributesOf(source));
    if (!frame) return '';
    const attributes = Object.entries(frame).map(([name, value]) => ` ${name}="${quoted(value)}"`);
    return `<iframe${attributes.join('')}>`;
  });
}

/**
 * A post with its rich fields (core's RICH_FIELDS: the ones RichText draws as HTML) and its trail's
 * words through frameEmbeds, so a frame stored under older rules is still shown only as a player.
 */
export function withFramesGuarded(post: PostView): PostView {
  const guarded: Record<string, unknown> = {
    ...post,
    trail: post.trail.map((entry) => ({ ...entry, content: frameEmbeds(entry.content) })),
  };
  for (const field of RICH_FIELDS) {
    const value = guarded[field];
    if (typeof value === 'string') guarded[field] = frameEmbeds(value);
  }
  return guarded as unknown as PostView;
}
