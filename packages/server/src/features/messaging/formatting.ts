import { blogNameError, type FormattingSpan } from '@rookery/core';

/** A web address in text: with a scheme, or starting www. */
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Sentence punctuation after an address belongs to the sentence. */
const TRAILING = /[.,!?;:'")\]]+$/;

/**
 * The link spans of a message's text (spec §3 formatting): each address becomes a span over its
 * characters (UTF-16 positions, end exclusive). An address on this site naming a blog or a post
 * carries `blog_name` and `post_id`, so the client can open it in place; a conversation link
 * (`/messaging/conversation/{name}`) carries `messaging_blog_name`.
 */
export function linkSpans(text: string, publicUrl: string): FormattingSpan[] {
  const spans: FormattingSpan[] = [];
  const ownHost = new URL(publicUrl).host.toLowerCase();
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    const url = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    const parsed = URL.parse(url);
    if (!parsed) continue;
    spans.push({
      type: 'link',
      position: [start, start + raw.length],
      attributes: { url, ...(parsed.host.toLowerCase() === ownHost ? localTarget(parsed.pathname) : {}) },
    });
  }
  return spans;
}

/** A path segment that can be a blog's name (not a route word like `dashboard`). */
const isName = (segment: string | undefined): segment is string =>
  !!segment && blogNameError(segment) === null;

function localTarget(path: string): Omit<FormattingSpan['attributes'], 'url'> {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'messaging' && parts[1] === 'conversation' && isName(parts[2]))
    return { messaging_blog_name: parts[2] };
  const [name, word, id] = parts;
  if (!isName(name)) return {};
  if (word === 'post' && id && /^\d{1,19}$/.test(id)) return { blog_name: name, post_id: id };
  if (parts.length === 1) return { blog_name: name };
  return {};
}
