import { type Kysely, sql } from 'kysely';

/** Users, their blogs, sessions, mailed tokens, login throttling and follows between blogs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('primary_blog_id', 'bigint')
    .addColumn('is_sounds_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('can_message', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('default_editor_type', 'text', (c) => c.notNull().defaultTo('rich'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en_US'))
    .addColumn('liked_post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`.execute(db);

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_key', 'text')
    .addColumn('avatar_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('theme', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('asks', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('anonymous_asks', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ask_page_title', 'text', (c) => c.notNull().defaultTo('Ask me anything'))
    .addColumn('submissions', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_receive_messages', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('messages_from_followed_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('twitter_send_posts', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('facebook_opengraph_send_posts', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('blogs_user_id_idx').on('blogs').column('user_id').execute();
  await sql`ALTER TABLE users ADD CONSTRAINT users_primary_blog_fk FOREIGN KEY (primary_blog_id) REFERENCES blogs(id) DEFERRABLE INITIALLY DEFERRED`.execute(
    db,
  );

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_key', 'text', (c) => c.notNull())
    .addColumn('current_blog_id', 'bigint', (c) => c.references('blogs.id').onDelete('set null'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('verify', 'reset')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_tokens_user_idx')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failures_key_at_idx')
    .on('login_failures')
    .columns(['key', 'at'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_blog_id', 'bigint', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('followed_blog_id', 'bigint', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('follows_pkey', ['follower_blog_id', 'followed_blog_id'])
    .addCheckConstraint('follows_not_self', sql`follower_blog_id <> followed_blog_id`)
    .execute();
  await db.schema
    .createIndex('follows_followed_idx')
    .on('follows')
    .columns(['followed_blog_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['follows', 'login_failures', 'email_tokens', 'sessions']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`ALTER TABLE users DROP CONSTRAINT users_primary_blog_fk`.execute(db);
  await db.schema.dropTable('blogs').execute();
  await db.schema.dropTable('users').execute();
}
