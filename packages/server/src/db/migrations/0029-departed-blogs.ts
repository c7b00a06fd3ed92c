import { type Kysely, sql } from 'kysely';

/**
 * What a deleted account leaves in other people's conversations (issue 21). The account's own side
 * goes (its participant rows), but the other participants keep theirs: the messages its blogs sent
 * stay in their conversations, from a blog named as deleted.
 *
 * - `departed_blogs`: a deleted blog's id, uuid and name. No reference to `blogs`: the row is gone,
 *   and ids are never reused, so a message's `sender_blog_id` still names it here.
 * - `messages.sender_blog_id` loses its cascading reference for that reason.
 * - A conversation a deleted blog started stays for the others: its starter becomes unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE departed_blogs (
    blog_id bigint PRIMARY KEY,
    uuid uuid NOT NULL,
    name text NOT NULL,
    departed_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`ALTER TABLE messages DROP CONSTRAINT messages_sender_blog_id_fkey`.execute(db);
  await sql`ALTER TABLE conversations
    ALTER COLUMN started_by_blog_id DROP NOT NULL,
    ALTER COLUMN started_by_user_id DROP NOT NULL,
    DROP CONSTRAINT conversations_started_by_blog_id_fkey,
    DROP CONSTRAINT conversations_started_by_user_id_fkey,
    ADD CONSTRAINT conversations_started_by_blog_id_fkey
      FOREIGN KEY (started_by_blog_id) REFERENCES blogs(id) ON DELETE SET NULL,
    ADD CONSTRAINT conversations_started_by_user_id_fkey
      FOREIGN KEY (started_by_user_id) REFERENCES users(id) ON DELETE SET NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM messages m WHERE NOT EXISTS (SELECT 1 FROM blogs b WHERE b.id = m.sender_blog_id)`.execute(
    db,
  );
  await sql`DELETE FROM conversations WHERE started_by_blog_id IS NULL OR started_by_user_id IS NULL`.execute(
    db,
  );
  await sql`ALTER TABLE conversations
    DROP CONSTRAINT conversations_started_by_blog_id_fkey,
    DROP CONSTRAINT conversations_started_by_user_id_fkey,
    ALTER COLUMN started_by_blog_id SET NOT NULL,
    ALTER COLUMN started_by_user_id SET NOT NULL,
    ADD CONSTRAINT conversations_started_by_blog_id_fkey
      FOREIGN KEY (started_by_blog_id) REFERENCES blogs(id) ON DELETE CASCADE,
    ADD CONSTRAINT conversations_started_by_user_id_fkey
      FOREIGN KEY (started_by_user_id) REFERENCES users(id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE messages ADD CONSTRAINT messages_sender_blog_id_fkey
    FOREIGN KEY (sender_blog_id) REFERENCES blogs(id) ON DELETE CASCADE`.execute(db);
  await sql`DROP TABLE departed_blogs`.execute(db);
}
