import { type Kysely, sql } from 'kysely';

/**
 * Custom domains (issue 21): a blog's own domain, the token its TXT record must carry, and when it
 * was verified. One domain per blog, and a domain names one blog.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE blog_domains (
    blog_id bigint PRIMARY KEY REFERENCES blogs(id) ON DELETE CASCADE,
    domain text NOT NULL UNIQUE,
    token text NOT NULL,
    verified_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}
