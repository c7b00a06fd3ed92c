import { type Kysely, sql } from 'kysely';

/**
 * Blocking an ask's sender by address (issue 19; spec document 1 §8: "further messages from their
 * IP address are blocked from your inbox, and this can't be undone").
 *
 * - `asks.asker_address`: a keyed hash of the address the ask came from (features/blocks/
 *   address-blocks.ts), never the address itself: it can be compared, not read back.
 * - `address_blocks`: the addresses a blog takes no more asks or submissions from. There is no
 *   undo (the spec says so), and the blog's owner never sees the address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE asks ADD COLUMN asker_address text`.execute(db);
  await sql`CREATE TABLE address_blocks (
    blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
    address text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (blog_id, address)
  )`.execute(db);
}
