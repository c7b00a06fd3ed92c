import { MESSAGE_IMAGE_MAX_BYTES, type MessageType } from '@rookery/core';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.js';
import { insertMedia } from '../features/media/media.js';
import { participantsKey } from '../features/messaging/blog-refs.js';
import { linkSpans } from '../features/messaging/formatting.js';
import { storeMessageImage } from '../features/messaging/message-image.js';
import { jsonb } from '../features/posts/jsonb.js';
import { drawScene } from './demo-images.js';

type DemoMessage = { from: string; minutesAgo: number } & (
  | { text: string }
  | { sticker: string }
  | { postOf: string }
  | { image: Parameters<typeof drawScene>[0] }
);

interface DemoConversation {
  blogs: [string, string];
  messages: DemoMessage[];
  /** How many messages each blog has read (all when absent). */
  read?: Record<string, number>;
}

const DAY = 24 * 60;

/** ada@rookery.local (ada-writes, night-garden, tea-and-tides) has something in every state. */
const CONVERSATIONS: DemoConversation[] = [
  {
    blogs: ['compiler-cafe', 'ada-writes'],
    messages: [
      { from: 'compiler-cafe', minutesAgo: 3 * DAY, text: 'Ada! Your post on engines made my morning.' },
      { from: 'ada-writes', minutesAgo: 3 * DAY - 20, text: 'Thank you! I keep coming back to the loom.' },
      { from: 'ada-writes', minutesAgo: 3 * DAY - 19, sticker: 'coffee' },
      { from: 'compiler-cafe', minutesAgo: 70, postOf: 'compiler-cafe' },
      { from: 'compiler-cafe', minutesAgo: 68, text: 'That one is for you. More at {site}/compiler-cafe' },
    ],
    read: { 'ada-writes': 3 },
  },
  {
    blogs: ['rookery-birds', 'ada-writes'],
    messages: [
      { from: 'rookery-birds', minutesAgo: DAY + 200, text: 'The rooks are back at the old elm.' },
      {
        from: 'rookery-birds',
        minutesAgo: DAY + 199,
        image: { top: '#2B2D42', bottom: '#EF8354', orb: '#FFE8C2', ground: '#1B1B1E' },
      },
      { from: 'ada-writes', minutesAgo: DAY + 120, text: 'Beautiful light. Save me a seat by the elm.' },
      { from: 'rookery-birds', minutesAgo: DAY + 110, sticker: 'rook' },
    ],
  },
  {
    blogs: ['night-garden', 'wren-sketches'],
    messages: [
      { from: 'night-garden', minutesAgo: 5 * DAY, text: 'Would you sketch a luna moth for me?' },
      { from: 'wren-sketches', minutesAgo: 4 * DAY, text: 'Gladly. Pencil or ink?' },
    ],
    read: { 'night-garden': 1 },
  },
  {
    blogs: ['compiler-cafe', 'tea-and-tides'],
    messages: [
      { from: 'compiler-cafe', minutesAgo: 300, text: 'Which tea goes with debugging at midnight?' },
    ],
    read: { 'tea-and-tides': 0 },
  },
];

/**
 * Conversations between the demo blogs, written with their times in the past (the calls would stamp
 * them now). Content goes through the same pieces a sent message does: link spans, the image
 * pipeline, the sticker catalogue. Unread counts, read marks and possible-spam flags are what the
 * calls would have left.
 */
export async function seedDemoMessages(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const blogs = new Map(
    (await db.selectFrom('blogs').select(['id', 'name', 'user_id']).execute()).map((b) => [b.name, b]),
  );
  const blog = (name: string) => blogs.get(name)!;
  for (const c of CONVERSATIONS) {
    const [starter, other] = c.blogs.map(blog) as [ReturnType<typeof blog>, ReturnType<typeof blog>];
    const startedAt = sql<Date>`now() - ${c.messages[0]!.minutesAgo} * interval '1 minute'`;
    const { id } = await db
      .insertInto('conversations')
      .values({
        participants_key: participantsKey([starter.id, other.id]),
        started_by_blog_id: starter.id,
        started_by_user_id: starter.user_id,
        created_at: startedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (const m of c.messages) ids.push(await insertDemoMessage(deps, id, blog(m.from), m));
    for (const member of [starter, other]) {
      const read = c.read?.[member.name] ?? c.messages.length;
      const readId = read > 0 ? ids[read - 1]! : '0';
      const sentAny = c.messages.some((m) => m.from === member.name);
      const follows = await db
        .selectFrom('follows')
        .select('created_at')
        .where('follower_blog_id', '=', member.id)
        .where('followed_blog_id', '=', starter.id)
        .executeTakeFirst();
      await sql`
        insert into conversation_participants
          (conversation_id, blog_id, last_message_id, last_modified, last_read_message_id, last_read_at,
           unread_count, is_possible_spam)
        select ${id}, ${member.id}, max(m.id), date_trunc('milliseconds', max(m.created_at)), ${readId}::bigint,
          (select date_trunc('milliseconds', created_at) from messages where id = ${readId}::bigint),
          count(*) filter (where m.id > ${readId}::bigint and m.sender_blog_id <> ${member.id}),
          ${member.id !== starter.id && !sentAny && !follows}
        from messages m where m.conversation_id = ${id}`.execute(db);
    }
  }
}

async function insertDemoMessage(
  deps: AppDeps,
  conversationId: string,
  sender: { id: string; user_id: string },
  m: DemoMessage,
): Promise<string> {
  const { db } = deps;
  let type: MessageType = 'TEXT';
  const values: Record<string, unknown> = {};
  if ('text' in m) {
    const text = m.text.replace('{site}', deps.config.publicUrl);
    Object.assign(values, { text, formatting: jsonb(linkSpans(text, deps.config.publicUrl)) });
  } else if ('sticker' in m) {
    type = 'STICKER';
    values.sticker_id = m.sticker;
  } else if ('postOf' in m) {
    type = 'POSTREF';
    const post = await db
      .selectFrom('posts')
      .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
      .select('posts.id')
      .where('blogs.name', '=', m.postOf)
      .where('posts.state', '=', 'published')
      .where('posts.is_private', '=', false)
      .orderBy('posts.id', 'desc')
      .executeTakeFirst();
    values.post_id = post?.id ?? null;
    values.context = 'post-chrome';
  } else {
    type = 'IMAGE';
    const data = await drawScene(m.image);
    const stored = await storeMessageImage(
      deps,
      sender.user_id,
      { name: 'elm.jpg', declaredType: 'image/jpeg', data },
      MESSAGE_IMAGE_MAX_BYTES,
    );
    values.media_id = (await insertMedia(db, stored.media)).id;
    values.image = jsonb(stored.image);
    values.context = 'messaging-image-upload';
  }
  const row = await db
    .insertInto('messages')
    .values({
      conversation_id: conversationId,
      sender_blog_id: sender.id,
      type,
      ...values,
      created_at: sql<Date>`now() - ${m.minutesAgo} * interval '1 minute'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
