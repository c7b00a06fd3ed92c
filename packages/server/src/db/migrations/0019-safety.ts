import { type Kysely, sql } from 'kysely';

/**
 * Safety (issue 19): labels, safe mode, moderators, the blog toggles, reports and appeals.
 *
 * - `users.safe_mode`: on for accounts made from now on, off for those that already exist (they
 *   never chose it). `users.role`: 'admin' or 'moderator', null for everyone else.
 * - `blogs.is_adult` (its owner in settings, or a moderator), and the moderators' toggles
 *   `is_nsfw`, `is_spam`, `is_uniblocked`, `is_suspended` (POST /{toggle}/toggle).
 * - `posts.moderator_flagged_nsfw`: a moderator's sensitive label. `posts.is_sensitive`: what
 *   readers' safe mode goes by, kept by the server: the author's label, a moderator's, or one in
 *   the post's reblog trail (a reblog inherits its trail's labels). A blog's adult/nsfw is read
 *   from the blog, not copied. `posts.classification` 'adult' (a moderator's decision: hidden from
 *   everyone but its owner) with its `appeal_state`, the spec's ids -1..4 (document 2 §3).
 * - `moderation_log`: every moderator action (who, what, on what, why, when).
 * - `reports`: one per reporter and thing reported (reporting twice changes nothing), with a
 *   snapshot of what was reported as it was then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN safe_mode boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN safe_mode SET DEFAULT true`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN role text CHECK (role IN ('admin', 'moderator'))`.execute(db);

  await sql`ALTER TABLE blogs
    ADD COLUMN is_adult boolean NOT NULL DEFAULT false,
    ADD COLUMN is_nsfw boolean NOT NULL DEFAULT false,
    ADD COLUMN is_spam boolean NOT NULL DEFAULT false,
    ADD COLUMN is_uniblocked boolean NOT NULL DEFAULT false,
    ADD COLUMN is_suspended boolean NOT NULL DEFAULT false`.execute(db);
  // Safe mode reads the few adult or nsfw blogs on every search (features/safety/sensitive-posts.ts).
  await sql`CREATE INDEX blogs_sensitive_idx ON blogs (id) WHERE is_adult OR is_nsfw`.execute(db);

  await sql`ALTER TABLE posts
    ADD COLUMN moderator_flagged_nsfw boolean NOT NULL DEFAULT false,
    ADD COLUMN is_sensitive boolean NOT NULL DEFAULT false,
    ADD COLUMN classification text NOT NULL DEFAULT 'none' CHECK (classification IN ('none', 'adult')),
    ADD COLUMN appeal_state smallint NOT NULL DEFAULT 0 CHECK (appeal_state BETWEEN -1 AND 4)`.execute(db);
  await sql`UPDATE posts SET is_sensitive = true WHERE owner_flagged_nsfw`.execute(db);
  // The appeal queue and an owner's review page read only the few classified posts.
  await sql`CREATE INDEX posts_classified_idx ON posts (appeal_state, id) WHERE classification <> 'none'`.execute(
    db,
  );

  await sql`CREATE TABLE moderation_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    moderator_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
    action text NOT NULL,
    target_type text NOT NULL CHECK (target_type IN ('blog', 'post', 'report', 'user', 'message')),
    target_id bigint NOT NULL,
    reason text NOT NULL DEFAULT '',
    details jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX moderation_log_target_idx ON moderation_log (target_type, target_id, id DESC)`.execute(
    db,
  );

  await sql`CREATE TABLE reports (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    reporter_user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    reporter_blog_id bigint REFERENCES blogs(id) ON DELETE SET NULL,
    target_type text NOT NULL CHECK (target_type IN ('post', 'message', 'blog', 'ask')),
    target_id bigint NOT NULL,
    target_blog_id bigint REFERENCES blogs(id) ON DELETE CASCADE,
    reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'sensitive', 'copyright', 'other')),
    note text NOT NULL DEFAULT '',
    snapshot jsonb NOT NULL DEFAULT '{}',
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
    resolved_by bigint REFERENCES users(id) ON DELETE SET NULL,
    resolved_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (reporter_user_id, target_type, target_id)
  )`.execute(db);
  await sql`CREATE INDEX reports_queue_idx ON reports (status, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE reports`.execute(db);
  await sql`DROP TABLE moderation_log`.execute(db);
  await sql`DROP INDEX posts_classified_idx`.execute(db);
  await sql`ALTER TABLE posts DROP COLUMN moderator_flagged_nsfw, DROP COLUMN is_sensitive,
    DROP COLUMN classification, DROP COLUMN appeal_state`.execute(db);
  await sql`DROP INDEX blogs_sensitive_idx`.execute(db);
  await sql`ALTER TABLE blogs DROP COLUMN is_adult, DROP COLUMN is_nsfw, DROP COLUMN is_spam,
    DROP COLUMN is_uniblocked, DROP COLUMN is_suspended`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN safe_mode, DROP COLUMN role`.execute(db);
}
