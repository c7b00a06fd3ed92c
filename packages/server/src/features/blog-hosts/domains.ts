import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { type BlogDomainResponse, domainTexts } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';

/** The record a domain's owner adds under this name to prove it is theirs. */
export const TXT_PREFIX = '_rookery';
const txtValue = (token: string) => `rookery-verify=${token}`;

export interface DomainSetup {
  /** The main site's host name. */
  mainHost: string;
  blogDomain: string | undefined;
  /** host:port of the DNS servers to ask (DNS_SERVERS); the system's when absent. */
  dnsServers: string[] | undefined;
}

/** What the owner sees: the domain, whether it is verified, and the records to create. */
export async function blogDomain(db: Db, blog: BlogRow, setup: DomainSetup): Promise<BlogDomainResponse> {
  const row = await db
    .selectFrom('blog_domains')
    .selectAll()
    .where('blog_id', '=', blog.id)
    .executeTakeFirst();
  if (!row) return { domain: null, verified: false, records: [] };
  // The domain points at the blog's subdomain where there is one, else at the main site.
  const target = setup.blogDomain ? `${blog.name}.${setup.blogDomain}` : setup.mainHost;
  return {
    domain: row.domain,
    verified: row.verified_at !== null,
    records: [
      { type: 'CNAME', name: row.domain, value: target },
      { type: 'TXT', name: `${TXT_PREFIX}.${row.domain}`, value: txtValue(row.token) },
    ],
  };
}

/**
 * Sets the blog's domain (a new one starts unverified, with a new token). The site's own hosts are
 * refused, and a domain another blog has is a conflict.
 */
export async function setBlogDomain(
  db: Db,
  blog: BlogRow,
  domain: string,
  setup: DomainSetup,
): Promise<void> {
  const ours = [setup.mainHost, setup.blogDomain].filter(Boolean) as string[];
  if (ours.some((host) => domain === host || domain.endsWith(`.${host}`)))
    throw ValidationError.field('domain', domainTexts.ours);
  const token = randomBytes(18).toString('base64url');
  try {
    await db
      .insertInto('blog_domains')
      .values({ blog_id: blog.id, domain, token })
      .onConflict((c) => c.column('blog_id').doUpdateSet({ domain, token, verified_at: null }))
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(domainTexts.taken, 'domain');
    throw error;
  }
}

/** Looks the TXT record up; verified when one of its values is the token's. */
export async function verifyBlogDomain(db: Db, blog: BlogRow, setup: DomainSetup): Promise<void> {
  const row = await db
    .selectFrom('blog_domains')
    .selectAll()
    .where('blog_id', '=', blog.id)
    .executeTakeFirst();
  if (!row) throw ValidationError.field('domain', domainTexts.invalid);
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (setup.dnsServers) resolver.setServers(setup.dnsServers);
  const found = await resolver.resolveTxt(`${TXT_PREFIX}.${row.domain}`).catch(() => [] as string[][]);
  if (!found.some((chunks) => chunks.join('') === txtValue(row.token)))
    throw ValidationError.field('domain', domainTexts.notYet);
  await db
    .updateTable('blog_domains')
    .set({ verified_at: new Date() })
    .where('blog_id', '=', blog.id)
    .execute();
}

export async function removeBlogDomain(db: Db, blog: BlogRow): Promise<void> {
  await db.deleteFrom('blog_domains').where('blog_id', '=', blog.id).execute();
}
