const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/**
 * Tags inside a line of text: dropped without a space, so 'a <b>word</b>.' stays 'a word.'. A tag
 * ends at the next '<' as well as at '>' ([^<>]), so a run of unclosed '<a <a …' is scanned once,
 * not once per '<' to the end of the text (titles arrive unsanitized).
 */
const INLINE_TAG = /<\/?(?:a|b|i|em|strong|span|small|sub|sup|s|u|code|mark)\b[^<>]*>/gi;

/**
 * Stored rich HTML as the words a reader sees, for places that show text only (an activity item,
 * a reblog's comment among the notes): block tags become spaces, inline ones nothing, the common
 * entities their characters.
 */
export function plainText(html: string): string {
  return html
    .replace(INLINE_TAG, '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
