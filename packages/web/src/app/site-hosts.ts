import type { SiteHosts } from '@rookery/core';

/**
 * Where the site and its blogs live (issue 21), from the page's bootstrap: set once as the app
 * starts (and by the server's renderer, whose pages are all the main site's), read by every link
 * to a blog. Without a bootstrap (the Vite dev server) blogs are at /{blog} on this origin.
 */
let site: SiteHosts = { main_origin: '', blog_domain: null, blog_host: null };

export function configureSiteHosts(next: SiteHosts | undefined): void {
  if (next) site = next;
}

export const siteHosts = (): SiteHosts => site;
