import { type Kysely, sql } from 'kysely';

/**
 * The social graph beyond follows (issue 6):
 *
 * - `blocks`: a blog blocks another blog. Read both ways — "does A block B" when B acts on A (by
 *   the primary key) and "who blocks B" when B's posts are kept out of a dashboard (by the blocker
 *   index) — so each direction has its index. `context` records where the block was made
 *   (blog_card, post, message, settings), for moderation.
 * - `blog_subscriptions`: a blog subscribed to a blog it follows; each post that blog publishes
 *   tells the subscriber (activity 'new_post'). Read by the blog published to, hence its index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blocks (
      blocker_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      blocked_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      context text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (blocker_blog_id, blocked_blog_id),
      CONSTRAINT blocks_not_self CHECK (blocker_blog_id <> blocked_blog_id)
    )
  `.execute(db);
  await sql`CREATE INDEX blocks_blocked_idx ON blocks (blocked_blog_id, blocker_blog_id)`.execute(db);
  await sql`CREATE INDEX blocks_list_idx ON blocks (blocker_blog_id, created_at DESC, blocked_blog_id DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE blog_subscriptions (
      subscriber_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      source text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (subscriber_blog_id, blog_id)
    )
  `.execute(db);
  await sql`CREATE INDEX blog_subscriptions_blog_idx ON blog_subscriptions (blog_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blog_subscriptions, blocks`.execute(db);
}
