import { type Kysely, sql } from 'kysely';

/**
 * The post actions of issue 6 (slice A):
 *
 * - `replies`: a blog's reply to a post. Like likes, a reply is a note on the chain's root, so
 *   `note_count` counts it (a trigger, as for likes) and every post of the chain shows it.
 * - `post_subscriptions`: a user follows a post's replies, told through one of their blogs.
 * - `promotions`: a post its owner promoted in one of its tags; that tag's page leads with it.
 *   One post per blog and tag (promoting another replaces it).
 * - Indexes for the notes of a root (likes, published reblogs, replies, newest first) and for
 *   "has the viewer reblogged this post" in the hydration statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE replies (
      id bigserial PRIMARY KEY,
      post_id bigint NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
      root_post_id bigint NOT NULL,
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX replies_root_idx ON replies (root_post_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX replies_post_idx ON replies (post_id)`.execute(db);

  await sql`
    CREATE FUNCTION replies_count_notes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE posts SET note_count = note_count + 1 WHERE id = NEW.root_post_id;
      ELSE
        UPDATE posts SET note_count = greatest(note_count - 1, 0) WHERE id = OLD.root_post_id;
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER replies_count_notes AFTER INSERT OR DELETE ON replies
      FOR EACH ROW EXECUTE FUNCTION replies_count_notes()
  `.execute(db);

  await sql`
    CREATE TABLE post_subscriptions (
      post_id bigint NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (post_id, user_id)
    )
  `.execute(db);

  await sql`
    CREATE TABLE promotions (
      id bigserial PRIMARY KEY,
      tag text NOT NULL,
      post_id bigint NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT promotions_tag_blog_key UNIQUE (tag, blog_id)
    )
  `.execute(db);
  await sql`CREATE INDEX promotions_tag_idx ON promotions (tag, id DESC)`.execute(db);
  await sql`CREATE INDEX promotions_post_idx ON promotions (post_id)`.execute(db);

  await sql`CREATE INDEX likes_root_idx ON likes (root_post_id, created_at DESC, id DESC)`.execute(db);
  await sql`
    CREATE INDEX posts_root_reblogs_idx ON posts (root_post_id, published_at DESC, id DESC)
      WHERE is_reblog AND state = 'published'
  `.execute(db);
  await sql`CREATE INDEX posts_parent_idx ON posts (parent_post_id, blog_id) WHERE parent_post_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX posts_parent_idx, posts_root_reblogs_idx, likes_root_idx`.execute(db);
  await sql`DROP TABLE promotions, post_subscriptions, replies`.execute(db);
  await sql`DROP FUNCTION replies_count_notes()`.execute(db);
}
