import { siteHosts } from '../../app/site-hosts';

const encode = (part: string) => encodeURIComponent(part);

/**
 * The address of a blog (spec routes /{blog}, /{blog}/post/{id}/{slug}, /{blog}/tagged/{tag}): on
 * the blog's own host, its pages are at / (issue 21); with blog domains, every blog's address is
 * its subdomain (which sends on to its custom domain when it has one); on a blog's host, another
 * blog is on the main site; otherwise /{blog} here.
 */
export function blogPath(name: string): string {
  const { blog_host, blog_domain, main_origin } = siteHosts();
  if (blog_host === name) return '/';
  if (blog_domain && main_origin) {
    const main = new URL(main_origin);
    return `${main.protocol}//${name}.${blog_domain}${main.port ? `:${main.port}` : ''}/`;
  }
  return `${blog_host ? main_origin : ''}/${encode(name)}`;
}

/** A page of a blog under its address: `post/1/slug`, `tagged/rooks`, `ask`. */
export function blogSubpath(name: string, rest: string): string {
  const base = blogPath(name);
  return `${base}${base.endsWith('/') ? '' : '/'}${rest}`;
}

export const blogTaggedPath = (name: string, tag: string) => blogSubpath(name, `tagged/${encode(tag)}`);

export const permalinkPath = (name: string, id: string, slug = '') =>
  blogSubpath(name, `post/${id}${slug ? `/${encode(slug)}` : ''}`);
