import { type Kysely, sql } from 'kysely';

/**
 * Imports (issue 21): a file from another platform read into one of a user's blogs by a job.
 *
 * - `imports`: one per file sent. `kind` names the format (a Rookery export is another kind, added
 *   to the check when someone builds it); `done`/`total` are the progress (`total` is known once the
 *   job has read the file through); `counts` what it did per post type, `report` what it could not
 *   bring over and why (a list of {reason, count, posts}). At most one queued or running import per
 *   blog (the partial unique index), so two imports never race over the same posts.
 * - `imported_posts`: which post of the source became which post here, per target blog: importing
 *   the same posts again finds them and leaves them be. A post deleted here loses its row
 *   (cascade), so importing again brings it back.
 * Both are keyed by the blog, like posts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE imports (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('tumblr_archive', 'tumblr_api')),
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      file_name text NOT NULL DEFAULT '',
      file_bytes bigint NOT NULL DEFAULT 0,
      done integer NOT NULL DEFAULT 0,
      total integer,
      counts jsonb NOT NULL DEFAULT '{}',
      report jsonb NOT NULL DEFAULT '[]',
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX imports_blog_idx ON imports (blog_id, created_at DESC, id DESC)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX imports_one_active_idx ON imports (blog_id) WHERE status IN ('queued', 'running')
  `.execute(db);

  await sql`
    CREATE TABLE imported_posts (
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      source text NOT NULL,
      source_id text NOT NULL,
      post_id bigint NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
      import_id bigint REFERENCES imports(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (blog_id, source, source_id)
    )
  `.execute(db);
  await sql`CREATE INDEX imported_posts_post_idx ON imported_posts (post_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE imported_posts`.execute(db);
  await sql`DROP TABLE imports`.execute(db);
}
