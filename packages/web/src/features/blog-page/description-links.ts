/** Protocols a description link may keep (spec document 2 §2); anything else is left as plain text. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export interface DescriptionLink {
  href: string;
  newTab: boolean;
}

/** The blog's own address as a base for relative links: absolute, and ending in a slash. */
function blogBase(blogUrl: string, origin: string): URL {
  const base = new URL(blogUrl || '/', origin);
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  base.search = '';
  base.hash = '';
  return base;
}

/**
 * Where a link in a blog's description goes (spec document 2 §2): relative links resolve against
 * the blog's own URL — a root-relative '/about' too, since on its own subdomain a blog's root is the
 * blog — and a link opens in a new tab only with an allowed protocol. Any other protocol
 * (javascript:, data:, ...) answers null: the text stays, the link goes.
 */
export function describeDescriptionLink(
  href: string,
  blogUrl: string,
  origin: string,
): DescriptionLink | null {
  const raw = href.trim();
  if (!raw) return null;
  let url: URL;
  try {
    const base = blogBase(blogUrl, origin);
    const rootRelative = raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\');
    url = new URL(rootRelative ? raw.slice(1) : raw, base);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  return { href: url.href, newTab: true };
}
