/**
 * A custom URL part as it is kept: lower-case words joined by hyphens, accents dropped, so it is
 * safe in a path. The composer's permalink preview and the server's save use this one rule.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
