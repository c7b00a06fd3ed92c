import type { Dataset } from './dataset.js';
import { pick, rnd, sentence } from './sql.js';

type Query = (text: string) => Promise<unknown>;

/** Messages in a seeded conversation; its two blogs take turns. */
export const MESSAGES_PER_CONVERSATION = 4;

/**
 * Conversations for the unread-counts call (`GET /svc/user/counts`): `readerConversations` of the
 * reader's two blogs with blogs across the dataset, and `conversations` between blogs drawn at
 * random (never two blogs of one user), each with MESSAGES_PER_CONVERSATION messages. Participant
 * rows are what messaging keeps (migration 0010): the newest message, what was read, and an unread
 * count on the side that did not send the last message, for about half of them.
 */
export async function seedMessaging(q: Query, d: Dataset): Promise<void> {
  const owner = (blog: string) =>
    `(CASE WHEN ${blog} <= ${d.users} THEN ${blog} ELSE ${blog} - ${d.users} END)`;
  const [first, second] = [d.readerUserId, d.users + d.readerUserId];
  await q(
    `INSERT INTO conversations (participants_key, started_by_blog_id, started_by_user_id, created_at)
     SELECT least(a, b) || ',' || greatest(a, b), a, ${owner('a')}, now() - ${rnd('i', 81)} * interval '180 days'
     FROM (
       SELECT i, (CASE WHEN i % 2 = 0 THEN ${first} ELSE ${second} END)::int8 AS a, 1 + ${pick('i', 82, d.blogs)} AS b
       FROM generate_series(1::int8, ${d.readerConversations}) i
       UNION ALL
       SELECT i, 1 + ${pick('i', 83, d.blogs)}, 1 + ${pick('i', 84, d.blogs)}
       FROM generate_series(${d.readerConversations + 1}::int8, ${d.readerConversations + d.conversations}) i
     ) p
     WHERE ${owner('a')} <> ${owner('b')}
     ORDER BY i
     ON CONFLICT (participants_key) DO NOTHING`,
  );
  const blogOf = (n: 1 | 2) => `split_part(c.participants_key, ',', ${n})::int8`;
  await q(
    `INSERT INTO messages (conversation_id, sender_blog_id, type, text, created_at)
     SELECT c.id, CASE WHEN (c.id + j) % 2 = 0 THEN ${blogOf(1)} ELSE ${blogOf(2)} END, 'TEXT',
       ${sentence('c.id * 8 + j', 85)}, c.created_at + j * interval '7 minutes'
     FROM conversations c CROSS JOIN generate_series(0, ${MESSAGES_PER_CONVERSATION - 1}) j
     ORDER BY c.id, j`,
  );
  await q(
    `INSERT INTO conversation_participants (conversation_id, blog_id, last_message_id, last_modified,
       last_read_message_id, last_read_at, unread_count, is_blurred_images)
     SELECT c.id, p.blog_id, m.last_id, m.last_at, m.last_id - u.n,
       m.last_at - u.n * interval '7 minutes', u.n, false
     FROM conversations c
     JOIN (SELECT conversation_id, max(id) AS last_id, max(created_at) AS last_at,
             (array_agg(sender_blog_id ORDER BY id DESC))[1] AS last_sender
           FROM messages GROUP BY conversation_id) m ON m.conversation_id = c.id
     CROSS JOIN LATERAL (VALUES (${blogOf(1)}), (${blogOf(2)})) p (blog_id)
     CROSS JOIN LATERAL (SELECT CASE WHEN p.blog_id = m.last_sender THEN 0 ELSE ${pick('c.id', 86, 2)} END AS n) u
     ORDER BY 1, 2`,
  );
}
