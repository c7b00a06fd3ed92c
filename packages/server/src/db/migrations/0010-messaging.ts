import { type Kysely, sql } from 'kysely';

/**
 * Private messaging between blogs (issue 7).
 *
 * - `conversations`: one per set of blogs; `participants_key` (the blog ids, sorted, comma joined)
 *   is unique, so two first messages sent at once still meet in one conversation. The starting
 *   account and time feed the daily limit on new conversations.
 * - `conversation_participants`: the conversation as one blog sees it, and so the row every read
 *   is keyed by (blog id first): its newest message and when it came (`last_modified`, the inbox
 *   order), how far it has read, its unread count kept up to date on each message and read (so
 *   the header's counts are one indexed read), how far it deleted (`deleted_up_to`, a message id:
 *   it sees only later messages, and the conversation is in its inbox only while there are some),
 *   and its flags (blurred images, possible spam).
 * - `messages`: ids are the spec's `ts`; read per conversation in id order.
 * - `message_spam_reports`: who reported which blog from which conversation, for moderation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE conversations (
      id bigserial PRIMARY KEY,
      participants_key text NOT NULL UNIQUE,
      started_by_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      started_by_user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX conversations_started_idx ON conversations (started_by_user_id, created_at)`.execute(
    db,
  );

  await sql`
    CREATE TABLE messages (
      id bigserial PRIMARY KEY,
      conversation_id bigint NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
      sender_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('TEXT', 'POSTREF', 'IMAGE', 'STICKER')),
      text text,
      formatting jsonb NOT NULL DEFAULT '[]'::jsonb,
      post_id bigint,
      media_id bigint REFERENCES media(id) ON DELETE SET NULL,
      image jsonb,
      sticker_id text,
      context text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX messages_conversation_idx ON messages (conversation_id, id)`.execute(db);

  await sql`
    CREATE TABLE conversation_participants (
      conversation_id bigint NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
      blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      last_message_id bigint NOT NULL DEFAULT 0,
      last_modified timestamptz NOT NULL DEFAULT now(),
      last_read_message_id bigint NOT NULL DEFAULT 0,
      last_read_at timestamptz,
      unread_count integer NOT NULL DEFAULT 0,
      deleted_up_to bigint NOT NULL DEFAULT 0,
      is_blurred_images boolean NOT NULL DEFAULT true,
      is_possible_spam boolean NOT NULL DEFAULT false,
      PRIMARY KEY (blog_id, conversation_id)
    )
  `.execute(db);
  // A conversation's members (every message updates them all).
  await sql`CREATE INDEX conversation_participants_conversation_idx ON conversation_participants (conversation_id)`.execute(
    db,
  );
  // The inbox: one blog's visible conversations, newest change first, by keyset.
  await sql`
    CREATE INDEX conversation_participants_inbox_idx
      ON conversation_participants (blog_id, last_modified DESC, conversation_id DESC)
      WHERE last_message_id > deleted_up_to
  `.execute(db);
  // The header's counts: only rows with something unread, read without touching the table.
  await sql`
    CREATE INDEX conversation_participants_unread_idx
      ON conversation_participants (blog_id) INCLUDE (conversation_id, unread_count)
      WHERE unread_count > 0
  `.execute(db);

  await sql`
    CREATE TABLE message_spam_reports (
      id bigserial PRIMARY KEY,
      conversation_id bigint REFERENCES conversations(id) ON DELETE SET NULL,
      reporter_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      reported_blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      context text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX message_spam_reports_reported_idx ON message_spam_reports (reported_blog_id, created_at)`.execute(
    db,
  );

  // Recipient search by name or title prefix (LIKE 'q%' needs pattern ops outside the C locale).
  await sql`CREATE INDEX blogs_name_pattern_idx ON blogs (name text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX blogs_title_pattern_idx ON blogs (lower(title) text_pattern_ops)`.execute(db);
  // Favorites: the blogs a blog followed most recently.
  await sql`CREATE INDEX follows_follower_recent_idx ON follows (follower_blog_id, created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX follows_follower_recent_idx, blogs_title_pattern_idx, blogs_name_pattern_idx`.execute(
    db,
  );
  await sql`DROP TABLE message_spam_reports, conversation_participants, messages, conversations`.execute(db);
}
