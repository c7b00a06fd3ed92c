import { type Kysely, sql } from 'kysely';

/**
 * Asks and submissions (issue 6).
 * - `asks`: a question to a blog. The asker's blog and account are kept even for an anonymous ask
 *   (moderation, rate limits); the recipient is never shown them. An ask waits in the inbox until
 *   answered (`answered_at`, with the answer post) or deleted (`deleted_at`); rows stay, so the
 *   hourly limit counts every ask sent. `key` is checked by /answer, so ids cannot be walked.
 * - `submissions`: who submitted which post (the post itself lives in `posts`, state unapproved,
 *   on the recipient blog). The row outlives a denied post (post_id set null) for the same reasons.
 * Both are read per recipient blog (the inbox) and per asking account (the limits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE asks (
      id bigserial PRIMARY KEY,
      recipient_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      asker_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      asker_user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      anonymous boolean NOT NULL DEFAULT false,
      question text NOT NULL,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz,
      answer_post_id bigint REFERENCES posts(id) ON DELETE SET NULL,
      deleted_at timestamptz
    )
  `.execute(db);
  await sql`
    CREATE INDEX asks_inbox_idx ON asks (recipient_blog_id, created_at DESC, id DESC)
    WHERE answered_at IS NULL AND deleted_at IS NULL
  `.execute(db);
  await sql`CREATE INDEX asks_asker_idx ON asks (asker_user_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE submissions (
      id bigserial PRIMARY KEY,
      post_id bigint UNIQUE REFERENCES posts(id) ON DELETE SET NULL,
      recipient_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      submitter_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      submitter_user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX submissions_submitter_idx ON submissions (submitter_user_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE submissions`.execute(db);
  await sql`DROP TABLE asks`.execute(db);
}
