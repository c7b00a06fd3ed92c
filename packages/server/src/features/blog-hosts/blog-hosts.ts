import { hostOf, isLocalOrAddress } from './host-of.js';
import type { VerifiedDomains } from './verified-domains.js';

/** What a request's host is: the main site, one blog's (its subdomain or custom domain), or nothing here. */
export type HostKind =
  | { kind: 'main' }
  | { kind: 'blog'; blog: string; via: 'subdomain' | 'domain' }
  | { kind: 'unknown' };

const BLOG_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;

/**
 * Tells a host's kind (issue 21). The main site is PUBLIC_URL's host, and any address or
 * localhost. With BLOG_DOMAIN, `{blog}.{BLOG_DOMAIN}` is that blog's (whether the blog exists is
 * the blog page's to answer), BLOG_DOMAIN itself the main site, and any other host nothing here.
 * Without it, a host that is not a verified custom domain is served as the main site, as before:
 * an instance reached by several names keeps working.
 */
export class BlogHosts {
  constructor(
    private readonly mainHost: string,
    private readonly blogDomain: string | undefined,
    private readonly domains: VerifiedDomains,
    private readonly trustProxy: boolean,
  ) {}

  kindOf(headers: Record<string, string | string[] | undefined>): HostKind {
    const host = hostOf(headers, this.trustProxy);
    if (host === this.mainHost || isLocalOrAddress(host)) return { kind: 'main' };
    const custom = this.domains.blogOf(host);
    if (custom) return { kind: 'blog', blog: custom, via: 'domain' };
    if (!this.blogDomain) return { kind: 'main' };
    if (host === this.blogDomain) return { kind: 'main' };
    if (host.endsWith(`.${this.blogDomain}`)) {
      const label = host.slice(0, -this.blogDomain.length - 1);
      if (BLOG_LABEL.test(label)) return { kind: 'blog', blog: label, via: 'subdomain' };
    }
    return { kind: 'unknown' };
  }
}
