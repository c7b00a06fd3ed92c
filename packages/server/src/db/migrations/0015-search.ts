import { type Kysely, sql } from 'kysely';

/**
 * Search (issue 16): a full-text index of posts and blogs in PostgreSQL.
 *
 * - `posts.search_vector` is a generated column: PostgreSQL computes it on every insert and update,
 *   so every writer (a save, an edit, a reblog, the queue publishing, the bench's bulk load) keeps
 *   the index current, and a deleted post leaves it with its row. Blogs are indexed in
 *   `blog_search`, kept by a trigger.
 * - A post's words are its own: an original's text fields by type (title, body, quote and source,
 *   link title and description, chat, captions, ask and answer, audio track fields), a reblog's
 *   only the comment its reblogger wrote; tags of both. A reblog otherwise carries its root's title
 *   and content, and a search would list the root and every one of its reblogs.
 * - Language: English stemming (`running` finds `run`), and the same text again under `simple` (no
 *   stemming, no stop words) at the lowest weight, so words English drops ("the", "who") and words
 *   of other languages are still found: the term's English query is used when it has any word
 *   left, else its simple one (features/search/terms.ts).
 * - Weights: A for titles, quotes and tags, B for the rest, D for the simple copy; ranking uses them.
 * - HTML is reduced to its text (tags and entities become spaces) before it is indexed.
 * - The GIN index covers only what anyone may find: published, public posts.
 */
/**
 * The posts' vector and its index; the benchmark drops them to measure a save without them, and
 * puts them back with these statements.
 */
export const POST_SEARCH_INDEX = [
  `ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS
     (post_search_vector(type, is_reblog, one, two, three, extra, photos, tags)) STORED`,
  `CREATE INDEX posts_search_idx ON posts USING gin (search_vector)
     WHERE state = 'published' AND NOT is_private AND NOT members_only`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION search_text(html text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), '&#?[a-z0-9]+;', ' ', 'gi')
  `.execute(db);

  // The weighted parts of a post: its headline words (A) and the rest of its own text (B).
  await sql`
    CREATE FUNCTION post_search_vector(
      type text, is_reblog boolean, one text, two text, three text, extra jsonb, photos jsonb, tags text[]
    ) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (
      WITH parts AS (
        SELECT
          CASE WHEN is_reblog THEN '' ELSE CASE type
            WHEN 'text' THEN one WHEN 'link' THEN one WHEN 'chat' THEN one WHEN 'quote' THEN one
            WHEN 'audio' THEN coalesce(extra->>'track_title', '')
            ELSE '' END END || ' ' || array_to_string(tags, ' ') AS headline,
          search_text(CASE WHEN is_reblog THEN CASE type
            WHEN 'text' THEN two WHEN 'photo' THEN one WHEN 'quote' THEN two WHEN 'link' THEN three
            WHEN 'audio' THEN one WHEN 'video' THEN two WHEN 'answer' THEN three
            ELSE '' END
          ELSE CASE type
            WHEN 'text' THEN two
            WHEN 'photo' THEN one || ' ' || coalesce(jsonb_path_query_array(photos, '$[*].caption')::text, '')
            WHEN 'quote' THEN two
            WHEN 'link' THEN three || ' ' || coalesce(extra->>'excerpt', '') || ' ' || coalesce(extra->>'author', '')
            WHEN 'chat' THEN two
            WHEN 'audio' THEN one || ' ' || coalesce(extra->>'track_artist', '') || ' ' || coalesce(extra->>'track_album', '')
            WHEN 'video' THEN two
            WHEN 'answer' THEN one || ' ' || two || ' ' || three
            ELSE '' END END) AS rest
      )
      SELECT setweight(to_tsvector('english', headline), 'A')
          || setweight(to_tsvector('english', rest), 'B')
          || setweight(to_tsvector('simple', headline || ' ' || rest), 'D')
      FROM parts
    )
  `.execute(db);

  for (const statement of POST_SEARCH_INDEX) await sql.raw(statement).execute(db);

  // Blogs by name, title and description, in a table of their own: a column on blogs would ride
  // along with every `select *` of a blog, which most requests make.
  await sql`
    CREATE FUNCTION blog_search_vector(name text, title text, description text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN setweight(to_tsvector('simple', name), 'A')
        || setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', search_text(description)), 'B')
        || setweight(to_tsvector('simple', title || ' ' || search_text(description)), 'D')
  `.execute(db);
  await sql`
    CREATE TABLE blog_search (
      blog_id bigint PRIMARY KEY REFERENCES blogs(id) ON DELETE CASCADE,
      search_vector tsvector NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX blog_search_idx ON blog_search USING gin (search_vector)`.execute(db);
  // Only blogs anyone may find have a row: a blog made private leaves the index.
  await sql`
    CREATE FUNCTION blogs_sync_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.is_private THEN
        DELETE FROM blog_search WHERE blog_id = NEW.id;
      ELSE
        INSERT INTO blog_search (blog_id, search_vector)
          VALUES (NEW.id, blog_search_vector(NEW.name, NEW.title, NEW.description))
          ON CONFLICT (blog_id) DO UPDATE SET search_vector = EXCLUDED.search_vector;
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER blogs_sync_search AFTER INSERT OR UPDATE OF name, title, description, is_private ON blogs
      FOR EACH ROW EXECUTE FUNCTION blogs_sync_search()
  `.execute(db);
  await sql`
    INSERT INTO blog_search (blog_id, search_vector)
      SELECT id, blog_search_vector(name, title, description) FROM blogs WHERE NOT is_private
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blog_search`.execute(db);
  await sql`DROP TRIGGER blogs_sync_search ON blogs`.execute(db);
  await sql`DROP FUNCTION blogs_sync_search`.execute(db);
  await sql`DROP FUNCTION blog_search_vector`.execute(db);
  await sql`ALTER TABLE posts DROP COLUMN search_vector`.execute(db);
  await sql`DROP FUNCTION post_search_vector`.execute(db);
  await sql`DROP FUNCTION search_text`.execute(db);
}
