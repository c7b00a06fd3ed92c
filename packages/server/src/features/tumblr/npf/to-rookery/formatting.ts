import { escapeHtml } from '../../../editor/rich-text.js';
import { note, unmapped } from '../../unmapped.js';
import type { NpfFormatting } from '../schema.js';

/** Inline formats as the allowlist writes them, innermost first; links wrap them all. */
const TAGS: Readonly<Record<string, string>> = { small: 'small', strikethrough: 's', italic: 'i', bold: 'b' };
const ORDER = ['small', 'strikethrough', 'italic', 'bold'];

/**
 * How a mention is written: as a link to the blog (an import's mentions name Tumblr blogs, whose
 * names here may be someone else's), or as the `@name` typed (a post written here, where the name
 * in the text is the mention).
 */
export type MentionStyle = 'link' | 'name';

/** Where a link or mention points; a linked mention goes to the blog's own address. */
function hrefOf(format: NpfFormatting, mentions: MentionStyle): string | null {
  if (format.type === 'link') return format.url ?? null;
  if (format.type === 'mention' && mentions === 'link') return format.blog?.url ?? null;
  return null;
}

function wrap(html: string, formats: NpfFormatting[], mentions: MentionStyle): string {
  let out = html;
  for (const type of ORDER)
    if (formats.some((f) => f.type === type)) out = `<${TAGS[type]}>${out}</${TAGS[type]}>`;
  const link = formats.map((f) => hrefOf(f, mentions)).find((href) => href);
  return link ? `<a href="${escapeHtml(link)}">${out}</a>` : out;
}

/**
 * A text block's text with its inline formatting as HTML (npf-spec "Inline Formatting"): ranges
 * count Unicode code points, start inclusive, end exclusive, and may overlap. The text is cut at
 * every range's edge and each run wrapped in the formats covering it. Colours have no place in
 * the allowlist and are reported; line breaks inside a block stay line breaks.
 */
export function formattedText(
  text: string,
  formatting: readonly NpfFormatting[],
  notes: string[],
  mentions: MentionStyle = 'link',
): string {
  /** The formats over one run of text, as a key that tells runs apart. */
  const keyOf = (formats: NpfFormatting[]) =>
    formats
      .map((f) => `${f.type}:${hrefOf(f, mentions) ?? ''}`)
      .sort()
      .join('|');
  const chars = Array.from(text);
  const ranges = formatting
    .map((f) => ({ ...f, start: Math.max(0, f.start), end: Math.min(chars.length, f.end) }))
    .filter((f) => f.end > f.start);
  if (ranges.some((f) => f.type === 'color')) note(notes, unmapped.textColour);
  const edges = [...new Set([0, chars.length, ...ranges.flatMap((f) => [f.start, f.end])])].sort(
    (a, b) => a - b,
  );
  const runs: { formats: NpfFormatting[]; text: string }[] = [];
  for (let i = 0; i < edges.length - 1; i++) {
    const [from, to] = [edges[i]!, edges[i + 1]!];
    const formats = ranges.filter(
      (f) => f.start <= from && f.end >= to && (TAGS[f.type] || hrefOf(f, mentions)),
    );
    const text = chars.slice(from, to).join('');
    const last = runs.at(-1);
    if (last && keyOf(last.formats) === keyOf(formats)) last.text += text;
    else runs.push({ formats, text });
  }
  return runs
    .map((run) => wrap(escapeHtml(run.text).replace(/\r?\n/g, '<br>'), run.formats, mentions))
    .join('');
}
