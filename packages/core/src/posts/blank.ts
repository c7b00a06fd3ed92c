/**
 * Whether a field holds nothing a reader would see. Rich fields arrive as HTML, so '<p><br></p>' is
 * empty, while a lone image or embed is not.
 */
export function isBlank(value: string | undefined | null): boolean {
  if (!value) return true;
  return (
    value
      // [^<>]: a tag ends at the next '<' too, so each '<' is scanned once (with [^>], every '<' of
      // '<<<…' scanned to the end of the text, and a long run of them took seconds).
      .replace(/<(?!\/?(?:img|iframe|hr|video|audio)\b)[^<>]*>/gi, '')
      .replace(/&nbsp;|\u00a0/gi, '')
      .trim() === ''
  );
}
