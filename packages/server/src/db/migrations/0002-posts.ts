import { type Kysely, sql } from 'kysely';

/**
 * Posts of every type. The generic slots one/two/three hold each type's main fields (spec document
 * 1 §3); the rest of a type's fields sit in `extra`, photos in `photos` (jsonb, loaded with the post,
 * never an extra query). Every hot query is keyed by blog_id, so the table can be distributed by it.
 * `state` keeps published/draft/queued/unapproved/transcoding; private and scheduled are derived
 * from is_private and publish_on (spec §4), so a job that publishes never has to rewrite a state code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('blog_id', 'bigint', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type IN ('text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'answer')`),
    )
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state IN ('published', 'draft', 'queued', 'unapproved', 'transcoding')`),
    )
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('publish_on', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('format', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`format IN (0, 1, 2)`))
    .addColumn('one', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('two', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('three', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('extra', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('photos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // The audio or video upload the post plays; a key of the media store (table media, migration 0003).
    .addColumn('media_key', 'text')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('members_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner_flagged_nsfw', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_be_liked', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('can_be_reblogged', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('enable_cta', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cta_text_code', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('tsp_skip_lightbox', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enable_redirect_urls', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('redirect_url_primary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('redirect_url_ios', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('redirect_url_android', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('carousel_display', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('send_to_twitter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('custom_tweet', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('confirm_tos', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('from_app', 'boolean', (c) => c.notNull().defaultTo(false))
    // Reblogs: ids without foreign keys, so a deleted parent leaves its reblogs (and their credit) intact.
    .addColumn('is_reblog', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('parent_post_id', 'bigint')
    .addColumn('parent_blog_id', 'bigint')
    .addColumn('root_post_id', 'bigint')
    .addColumn('root_blog_id', 'bigint')
    .addColumn('reblog_key', 'text', (c) => c.notNull())
    .addColumn('trail', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('posts_published_has_date', sql`state <> 'published' OR published_at IS NOT NULL`)
    .execute();
  // A blog's page, drafts and queue: newest (or oldest) first within one state.
  await db.schema
    .createIndex('posts_blog_state_id_idx')
    .on('posts')
    .columns(['blog_id', 'state', 'id'])
    .execute();
  await sql`CREATE INDEX posts_tags_idx ON posts USING gin (tags)`.execute(db);
  // Finishing a video upload publishes the posts waiting for it.
  await sql`CREATE INDEX posts_transcoding_media_idx ON posts (media_key) WHERE state = 'transcoding'`.execute(
    db,
  );
  await sql`CREATE INDEX posts_root_idx ON posts (root_post_id) WHERE root_post_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('posts').execute();
}
