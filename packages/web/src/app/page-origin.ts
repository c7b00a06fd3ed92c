/**
 * The origin the page is served from: the browser's own, or, while the server renders a page, the
 * site's public address (ssr/render-page.tsx sets it), so both sides resolve a link alike.
 */
let serverOrigin: () => string = () => '';

export const pageOrigin = (): string =>
  typeof window === 'undefined' ? serverOrigin() : window.location.origin;

export function setServerOrigin(read: () => string): void {
  serverOrigin = read;
}
