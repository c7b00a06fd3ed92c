import type { FormattingSpan } from '@rookery/core';

export interface TextSegment {
  text: string;
  /** Where the segment links: a path inside the app (a blog, a post) or an outside http(s) address. */
  link?: { href: string; internal: boolean };
}

function spanLink(attributes: FormattingSpan['attributes']): TextSegment['link'] | undefined {
  const blog = attributes.blog_name ?? attributes.messaging_blog_name;
  if (blog && attributes.post_id) {
    return {
      href: `/${encodeURIComponent(blog)}/post/${encodeURIComponent(attributes.post_id)}`,
      internal: true,
    };
  }
  if (blog) return { href: `/${encodeURIComponent(blog)}`, internal: true };
  // Only web addresses become links; anything else (javascript:, data:) stays text.
  return /^https?:\/\//i.test(attributes.url) ? { href: attributes.url, internal: false } : undefined;
}

/**
 * A message's text cut at its link spans (spec §3: formatting as spans with type, [start, end) and
 * attributes). Spans out of range or overlapping an earlier one are ignored, so a bad span never
 * loses text.
 */
export function textSegments(text: string, formatting: readonly FormattingSpan[] = []): TextSegment[] {
  const spans = [...formatting]
    .filter(
      (s) =>
        s.type === 'link' &&
        s.position[0] >= 0 &&
        s.position[1] <= text.length &&
        s.position[0] < s.position[1],
    )
    .sort((a, b) => a.position[0] - b.position[0]);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const span of spans) {
    const [start, end] = span.position;
    if (start < at) continue;
    if (start > at) segments.push({ text: text.slice(at, start) });
    const link = spanLink(span.attributes);
    segments.push(link ? { text: text.slice(start, end), link } : { text: text.slice(start, end) });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}
