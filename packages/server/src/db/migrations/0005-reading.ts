import { type Kysely, sql } from 'kysely';

/**
 * What the reading surfaces need (dashboard, blog and tag pages, explore, likes, the queue page):
 *
 * - Feeds are ordered by (published_at, id), newest first, so a queued or scheduled post that goes
 *   out today leads the dashboard even though its id is old. Two partial indexes serve the two
 *   dashboard strategies (features/dashboard/skeleton.ts) and blog pages.
 * - `likes` (one per user and post; the interactions issue adds the calls) and `note_count`, the
 *   notes of a post counted on its root as Tumblr shows them: every reblog in a chain shows the
 *   root's count. Triggers keep the count, so every writer (the app, the seed, the benchmark's bulk
 *   load) agrees with it.
 * - `post_tags`: one row per public, published post and tag (lower-cased), kept by a trigger, so a
 *   tag page reads an index in order instead of sorting every post that ever used a popular tag.
 * - `queue_position`: the owner's order of the queue; unset means "in the order queued" (by id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE posts
      ADD COLUMN note_count integer NOT NULL DEFAULT 0,
      ADD COLUMN queue_position bigint
  `.execute(db);
  // Both carry what the visibility rule reads, so feeds are answered from the index alone.
  await sql`
    CREATE INDEX posts_published_idx ON posts (published_at DESC, id DESC)
      INCLUDE (blog_id, is_private, members_only) WHERE state = 'published'
  `.execute(db);
  await sql`
    CREATE INDEX posts_blog_published_idx ON posts (blog_id, published_at DESC, id DESC)
      INCLUDE (is_private, members_only) WHERE state = 'published'
  `.execute(db);
  await sql`DROP INDEX posts_queue_idx`.execute(db);
  await sql`
    CREATE INDEX posts_queue_idx ON posts (blog_id, (coalesce(queue_position, id)), id)
      WHERE state = 'queued' AND publish_on IS NULL
  `.execute(db);

  await sql`
    CREATE TABLE likes (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      post_id bigint NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
      root_post_id bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT likes_user_post_key UNIQUE (user_id, post_id)
    )
  `.execute(db);
  // The /likes page, newest like first; and a post's likes for its notes.
  await sql`CREATE INDEX likes_user_idx ON likes (user_id, id DESC)`.execute(db);
  await sql`CREATE INDEX likes_post_idx ON likes (post_id)`.execute(db);

  await sql`
    CREATE TABLE post_tags (
      tag text NOT NULL,
      post_id bigint NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
      blog_id bigint NOT NULL,
      published_at timestamptz NOT NULL,
      PRIMARY KEY (tag, published_at, post_id)
    )
  `.execute(db);
  await sql`CREATE INDEX post_tags_blog_idx ON post_tags (blog_id, tag, published_at DESC, post_id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX post_tags_post_idx ON post_tags (post_id)`.execute(db);

  await sql`
    CREATE FUNCTION posts_sync_tags() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM post_tags WHERE post_id = OLD.id;
      END IF;
      IF NEW.state = 'published' AND NOT NEW.is_private AND NOT NEW.members_only THEN
        INSERT INTO post_tags (tag, post_id, blog_id, published_at)
          SELECT DISTINCT lower(t), NEW.id, NEW.blog_id, NEW.published_at FROM unnest(NEW.tags) AS t
          WHERE t <> '';
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER posts_sync_tags_insert AFTER INSERT ON posts
      FOR EACH ROW WHEN (NEW.state = 'published') EXECUTE FUNCTION posts_sync_tags()
  `.execute(db);
  await sql`
    CREATE TRIGGER posts_sync_tags_update
      AFTER UPDATE OF state, is_private, members_only, tags, published_at ON posts
      FOR EACH ROW EXECUTE FUNCTION posts_sync_tags()
  `.execute(db);

  // A published reblog is a note on its root; counts never go below zero.
  await sql`
    CREATE FUNCTION posts_count_reblog_notes() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      was boolean := TG_OP <> 'INSERT' AND OLD.is_reblog AND OLD.state = 'published';
      is_now boolean := TG_OP <> 'DELETE' AND NEW.is_reblog AND NEW.state = 'published';
    BEGIN
      IF is_now AND NOT was THEN
        UPDATE posts SET note_count = note_count + 1 WHERE id = NEW.root_post_id;
      ELSIF was AND NOT is_now THEN
        UPDATE posts SET note_count = greatest(note_count - 1, 0) WHERE id = OLD.root_post_id;
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER posts_count_reblog_notes AFTER INSERT OR UPDATE OF state OR DELETE ON posts
      FOR EACH ROW EXECUTE FUNCTION posts_count_reblog_notes()
  `.execute(db);

  await sql`
    CREATE FUNCTION likes_count_notes() RETURNS trigger LANGUAGE plpgsql AS $$
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
    CREATE TRIGGER likes_count_notes AFTER INSERT OR DELETE ON likes
      FOR EACH ROW EXECUTE FUNCTION likes_count_notes()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER posts_count_reblog_notes ON posts`.execute(db);
  await sql`DROP TRIGGER posts_sync_tags_update ON posts`.execute(db);
  await sql`DROP TRIGGER posts_sync_tags_insert ON posts`.execute(db);
  await sql`DROP TABLE likes, post_tags`.execute(db);
  await sql`DROP FUNCTION posts_sync_tags(), posts_count_reblog_notes(), likes_count_notes()`.execute(db);
  await sql`DROP INDEX posts_published_idx, posts_blog_published_idx, posts_queue_idx`.execute(db);
  await sql`CREATE INDEX posts_queue_idx ON posts (blog_id, id) WHERE state = 'queued' AND publish_on IS NULL`.execute(
    db,
  );
  await sql`ALTER TABLE posts DROP COLUMN note_count, DROP COLUMN queue_position`.execute(db);
}
