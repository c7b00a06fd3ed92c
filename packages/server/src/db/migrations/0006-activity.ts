import { type Kysely, sql } from 'kysely';

/**
 * `activity`: one row per thing a blog is told about (a like, reblog, follow, reply, ask, answer,
 * submission, a subscribed blog's new post, a mention). `actor_blog_id` is null only for an
 * anonymous ask; the asker stays on the ask itself, for moderation. Read newest first per blog;
 * the unread ones are counted through a partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE activity (
      id bigserial PRIMARY KEY,
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      kind text NOT NULL,
      actor_blog_id bigint REFERENCES blogs(id) ON DELETE CASCADE,
      post_id bigint REFERENCES posts(id) ON DELETE CASCADE,
      text text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX activity_blog_idx ON activity (blog_id, id DESC)`.execute(db);
  await sql`CREATE INDEX activity_unread_idx ON activity (blog_id) WHERE read_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE activity`.execute(db);
}
