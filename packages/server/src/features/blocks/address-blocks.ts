import { createHmac } from 'node:crypto';
import { messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ForbiddenError } from '../../http/errors.js';

/**
 * Blocking a sender by address (spec document 1 §8): when a blog's owner blocks the sender of an
 * ask, further asks and submissions from that address reach the blog no more, whoever signs them,
 * so an anonymous asker cannot simply come back under another blog. Addresses are kept only as a
 * keyed hash (the site's secret): equal addresses compare equal, and no one can read one back.
 */
export type AddressKey = string;

/** The key of `address` (an IPv4 address mapped into IPv6 is the IPv4 address). */
export function addressKey(secret: string, address: string): AddressKey {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return createHmac('sha256', secret).update(`sender-address:${plain}`).digest('base64url');
}

/** `blogId` takes nothing more from `address`; blocking twice changes nothing, and nothing undoes it. */
export async function blockAddress(db: Db, blogId: string, address: AddressKey): Promise<void> {
  await db
    .insertInto('address_blocks')
    .values({ blog_id: blogId, address })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** Refuses (403, messages.blocked, as any block) an ask or submission from a blocked address. */
export async function assertAddressNotBlocked(db: Db, blogId: string, address: AddressKey): Promise<void> {
  const row = await db
    .selectFrom('address_blocks')
    .select(sql`1`.as('one'))
    .where('blog_id', '=', blogId)
    .where('address', '=', address)
    .executeTakeFirst();
  if (row) throw new ForbiddenError(messages.blocked);
}
