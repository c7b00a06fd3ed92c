import { type Kysely, sql } from 'kysely';

/**
 * Each blog's newest public post time, kept by a trigger as posts are published, edited and
 * deleted. The dashboard's first page starts from the newest post of every followed blog: read
 * from the posts index, each of those probes read a leaf page of the blog's posts (a reader of
 * 154 blogs: 0.35 ms of PostgreSQL a page); read here it is one entry a blog (0.12 ms). One row a
 * blog, written once a post: a head, never a fan-out to followers (issue 22's P4).
 *
 * Public means what a follower sees: published, not private, not for members only. A blog with
 * no such post has no row. The statement fills the table from posts (the bench's bulk load, which
 * runs without triggers, uses it too).
 */
export const BLOG_HEADS_FROM_POSTS = `
  INSERT INTO blog_heads (blog_id, published_at)
    SELECT blog_id, max(published_at) FROM posts
    WHERE state = 'published' AND NOT is_private AND NOT members_only
    GROUP BY blog_id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // INCLUDE makes the time readable from the index alone.
  await sql`
    CREATE TABLE blog_heads (
      blog_id bigint NOT NULL,
      published_at timestamptz NOT NULL,
      PRIMARY KEY (blog_id) INCLUDE (published_at)
    )
  `.execute(db);
  // Newest first: the dashboard of a reader following many blogs walks the heads in this order.
  await sql`CREATE INDEX blog_heads_published_idx ON blog_heads (published_at DESC, blog_id)`.execute(db);
  await sql`
    CREATE FUNCTION posts_sync_blog_heads() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      was boolean := TG_OP <> 'INSERT' AND OLD.state = 'published' AND NOT OLD.is_private AND NOT OLD.members_only;
      is_now boolean := TG_OP <> 'DELETE' AND NEW.state = 'published' AND NOT NEW.is_private AND NOT NEW.members_only;
      newest timestamptz;
    BEGIN
      IF was AND is_now AND NEW.blog_id = OLD.blog_id AND NEW.published_at = OLD.published_at THEN
        RETURN NULL;
      END IF;
      -- A post that leaves, or moves back in time, may have been its blog's head: read the head
      -- again. The row is locked first, so the read (a new snapshot in plpgsql) sees every post
      -- whose writer touched the row before us, and no writer after us can be overwritten.
      IF was AND (NOT is_now OR NEW.blog_id <> OLD.blog_id OR NEW.published_at < OLD.published_at) THEN
        PERFORM 1 FROM blog_heads WHERE blog_id = OLD.blog_id FOR UPDATE;
        SELECT max(published_at) INTO newest FROM posts
          WHERE blog_id = OLD.blog_id AND state = 'published' AND NOT is_private AND NOT members_only;
        IF newest IS NULL THEN
          DELETE FROM blog_heads WHERE blog_id = OLD.blog_id;
        ELSE
          INSERT INTO blog_heads (blog_id, published_at) VALUES (OLD.blog_id, newest)
            ON CONFLICT (blog_id) DO UPDATE SET published_at = EXCLUDED.published_at;
        END IF;
      END IF;
      IF is_now THEN
        INSERT INTO blog_heads (blog_id, published_at) VALUES (NEW.blog_id, NEW.published_at)
          ON CONFLICT (blog_id) DO UPDATE SET published_at = EXCLUDED.published_at
          WHERE blog_heads.published_at < EXCLUDED.published_at;
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  // Deferred to the commit: the head's row lock is then held for a moment, not for the rest of
  // the writing transaction (a save goes on to index the post for search and tell the followers),
  // so two saves of one blog never wait on each other. Every event that can lower a head reads it
  // again from the posts as they are at the commit.
  await sql`
    CREATE CONSTRAINT TRIGGER posts_sync_blog_heads
      AFTER INSERT OR UPDATE OF state, is_private, members_only, published_at, blog_id OR DELETE ON posts
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION posts_sync_blog_heads()
  `.execute(db);
  await sql.raw(BLOG_HEADS_FROM_POSTS).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER posts_sync_blog_heads ON posts`.execute(db);
  await sql`DROP FUNCTION posts_sync_blog_heads()`.execute(db);
  await sql`DROP TABLE blog_heads`.execute(db);
}
