import type { Db } from '../../db/database.js';

/**
 * The verified custom domains, both ways (domain → blog name, blog name → domain), kept in the
 * process: the router must tell a request's blog before any route runs, synchronously (Fastify's
 * rewriteUrl), so it cannot ask the database. Read at start, at once after a change in any
 * process (its notice, features/cluster), and every REFRESH_MS besides.
 */
const REFRESH_MS = 60_000;

export class VerifiedDomains {
  private byDomain = new Map<string, string>();
  private byBlog = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    const rows = await this.db
      .selectFrom('blog_domains')
      .innerJoin('blogs', 'blogs.id', 'blog_domains.blog_id')
      .select(['blog_domains.domain', 'blogs.name'])
      .where('blog_domains.verified_at', 'is not', null)
      .execute();
    this.byDomain = new Map(rows.map((r) => [r.domain, r.name]));
    this.byBlog = new Map(rows.map((r) => [r.name, r.domain]));
  }

  blogOf(domain: string): string | undefined {
    return this.byDomain.get(domain);
  }

  domainOf(blog: string): string | undefined {
    return this.byBlog.get(blog);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The verified custom domains (features/blog-hosts), refreshed after a change here. */
    blogDomains: VerifiedDomains;
  }
}
