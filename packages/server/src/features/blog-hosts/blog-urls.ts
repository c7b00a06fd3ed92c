import { joined } from '@rookery/core';
import type { VerifiedDomains } from './verified-domains.js';

/**
 * Where a blog lives, for every link the server writes (issue 21): its verified custom domain, else
 * its subdomain of BLOG_DOMAIN (same scheme and port as PUBLIC_URL), else /{blog} on the main site.
 * Set once per process from the configuration (configureBlogUrls), like the image proxy's key.
 */
interface Setup {
  publicUrl: string;
  blogDomain: string | undefined;
  domains: VerifiedDomains | undefined;
}

let setup: Setup = { publicUrl: '', blogDomain: undefined, domains: undefined };

export function configureBlogUrls(next: Setup): void {
  setup = next;
}

const encode = (name: string) => encodeURIComponent(name);

/** The origin of a blog's own host, when it has one (`https://ada.example.com`), else null. */
export function blogOrigin(name: string): string | null {
  const { publicUrl, blogDomain, domains } = setup;
  const main = publicUrl ? new URL(publicUrl) : null;
  const custom = domains?.domainOf(name);
  if (custom) return `${main?.protocol ?? 'https:'}//${custom}`;
  if (!blogDomain || !main) return null;
  return `${main.protocol}//${name}.${blogDomain}${main.port ? `:${main.port}` : ''}`;
}

/** A blog's address as API answers give it: `/{blog}` on the main site, or its own host's. */
export function blogHref(name: string): string {
  const origin = blogOrigin(name);
  return origin ? `${origin}/` : `/${encode(name)}`;
}

/** The same, always absolute (mail, feeds, embeds, redirects). */
export function absoluteBlogUrl(name: string): string {
  return blogOrigin(name) ? blogHref(name) : `${setup.publicUrl}/${encode(name)}`;
}

/** A path of the main site (`/media/…`, `/avatar/…`) as an absolute address: for answers read off the site. */
export const absoluteSiteUrl = (path: string): string => `${setup.publicUrl}${path}`;

/** A path of a blog (`post/1/slug`, `tagged/x`) under its address. */
export function blogPathHref(name: string, rest: string, absolute = false): string {
  const origin = blogOrigin(name);
  if (origin) return `${origin}/${rest}`;
  return `${absolute ? setup.publicUrl : ''}/${encode(name)}/${rest}`;
}

/** A blog's custom domain, when one is verified. */
export const customDomainOf = (name: string): string | null => setup.domains?.domainOf(name) ?? null;

/**
 * A page of a blog given as the main site writes it (`/{blog}`, `/{blog}/post/1`), at the blog's
 * own address when it has one; `absolute` makes a main-site path absolute too.
 */
export function blogPageHref(path: string, absolute = false): string {
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  const origin = match ? blogOrigin(decodeURIComponent(match[1] as string)) : null;
  if (origin) return joined(origin, match?.[2] || '/');
  return absolute ? joined(setup.publicUrl, path) : path;
}

/**
 * The main-site path of an address on a blog's own host (`https://ada.example.com/post/1` →
 * `/ada/post/1`), or the path itself for an address on the main site; undefined for anywhere else.
 */
export function mainPathOf(url: URL): string | undefined {
  const { publicUrl, blogDomain, domains } = setup;
  if (url.origin === new URL(publicUrl).origin) return url.pathname;
  const host = url.hostname.toLowerCase();
  const blog =
    domains?.blogOf(host) ??
    (blogDomain && host.endsWith(`.${blogDomain}`) ? host.slice(0, -blogDomain.length - 1) : undefined);
  return blog ? `/${encodeURIComponent(blog)}${url.pathname === '/' ? '' : url.pathname}` : undefined;
}
