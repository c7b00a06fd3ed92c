/**
 * Whether a field holds nothing a reader would see. Rich fields arrive as HTML, so '<p><br></p>' is
 * empty, while a lone image or embed is not.
 */
export function isBlank(value: string | undefined | null): boolean {
  if (!value) return true;
  return (
    value
      .replace(/<(?!\/?(?:img|iframe|hr|video|audio)\b)[^>]*>/gi, '')
      .replace(/&nbsp;|\u00a0/gi, '')
      .trim() === ''
  );
}
