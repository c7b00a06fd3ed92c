import { MENTION_PATTERN } from '@rookery/core';
import { type HtmlElement, type HtmlNode, isElement, isText } from '../../html-dom.js';
import { absoluteHref } from './addresses.js';
import type { BlogLookup, NpfFormatRange, NpfFormatType } from './types.js';

/** The allowlist's inline marks (and the synonyms it renames) as NPF's formatting types. */
const MARKS: Readonly<Record<string, NpfFormatType>> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  small: 'small',
};

/** Pictures and players met inside a run of text: NPF has no inline media, they follow the text. */
const INLINE_MEDIA = new Set(['img', 'iframe']);

export interface InlineText {
  text: string;
  formatting: NpfFormatRange[];
  media: HtmlElement[];
}

const codePoints = (text: string) => Array.from(text).length;

/** Ranges of one type and target that touch or overlap are one range (npf-spec asks for that). */
function merged(ranges: NpfFormatRange[]): NpfFormatRange[] {
  const target = (r: NpfFormatRange) => `${r.type} ${r.url ?? ''} ${r.blog?.name ?? ''}`;
  const sorted = [...ranges].sort((a, b) => target(a).localeCompare(target(b)) || a.start - b.start);
  const out: NpfFormatRange[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && target(last) === target(range) && range.start <= last.end)
      last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end || a.type.localeCompare(b.type));
}

/** `@name` mentions of blogs that exist, as mention ranges with the blog (npf-spec "Mention"). */
function mentionRanges(text: string, blogOf: BlogLookup): NpfFormatRange[] {
  return [...text.matchAll(MENTION_PATTERN)].flatMap((match) => {
    const blog = blogOf(match[1]!.toLowerCase());
    if (!blog) return [];
    const start = codePoints(text.slice(0, match.index));
    return [{ start, end: start + codePoints(match[0]), type: 'mention' as const, blog }];
  });
}

/**
 * A run of inline HTML as one text block's text and formatting (npf-spec "Inline Formatting"):
 * ranges count Unicode code points, as the spec says (not UTF-16 units), start inclusive, end
 * exclusive. Spaces collapse as a browser shows them, unless the run is preformatted; a line break
 * is "\n". Marks NPF has no type for (sub, sup) keep their text only.
 */
export function inlineText(nodes: readonly HtmlNode[], blogOf: BlogLookup, pre = false): InlineText {
  let text = '';
  const ranges: NpfFormatRange[] = [];
  const media: HtmlElement[] = [];
  const add = (raw: string) => {
    let chunk = pre ? raw : raw.replace(/[ \t\n\r\f]+/g, ' ');
    if (!pre && chunk.startsWith(' ') && (text === '' || /[ \n]$/.test(text))) chunk = chunk.slice(1);
    text += chunk;
  };
  const walk = (list: readonly HtmlNode[]) => {
    for (const node of list) {
      if (isText(node)) add(node.data);
      else if (!isElement(node)) continue;
      else if (node.name === 'br') text += '\n';
      else if (INLINE_MEDIA.has(node.name)) media.push(node);
      else {
        const start = codePoints(text);
        walk(node.children);
        const end = codePoints(text);
        const mark = MARKS[node.name];
        const href = node.name === 'a' ? node.attribs.href : undefined;
        if (end > start && mark) ranges.push({ start, end, type: mark });
        if (end > start && href) ranges.push({ start, end, type: 'link', url: absoluteHref(href) });
      }
    }
  };
  walk(nodes);
  if (!pre) text = text.replace(/ +$/, '');
  const length = codePoints(text);
  const kept = ranges
    .map((r) => ({ ...r, end: Math.min(r.end, length) }))
    .filter((r) => r.end > r.start)
    .concat(mentionRanges(text, blogOf));
  return { text, formatting: merged(kept), media };
}
