import { accountDeletionTexts, type ExportedConversation } from '@rookery/core';
import { sql } from 'kysely';
import type { StoredMessageImage } from '../../../db/schema.js';
import type { AppDeps } from '../../../deps.js';
import { absoluteBlogUrl } from '../../blog-hosts/blog-urls.js';
import type { BlogRow } from '../../blogs/blog-row.js';
import { fromVisibleSender } from '../../messaging/message-rows.js';
import { postUrl } from '../../posts/present.js';
import { absoluteUrl } from '../../seo/head-tags.js';
import type { ZipWriter } from '../zip/zip-writer.js';
import { keysetBatches } from './json-array.js';
import { MediaFiles } from './media-files.js';

type Message = ExportedConversation['messages'][number];
type Member = ExportedConversation['participants'][number];

/** A conversation of one of the account's blogs, as that blog sees it. */
interface Seen {
  conversation_id: string;
  blog_id: string;
  blog_name: string;
  deleted_up_to: string;
  started_at: Date;
  last_modified: Date;
}

/**
 * `messages/`: each conversation of each of the account's blogs as that blog sees it (its own
 * side: what it deleted is gone, messages a moderator hides from it stay hidden), one file each,
 * an index of them, and the images sent in them. Answers how many conversations.
 */
export async function addMessagesFolder(
  zip: ZipWriter,
  deps: Pick<AppDeps, 'db' | 'media'>,
  blogs: BlogRow[],
  context: { publicUrl: string; missing: Set<string> },
): Promise<number> {
  const files = new MediaFiles(deps.media, 'messages/', context.missing);
  const seen = await conversationsOf(deps, blogs);
  const members = await membersOf(deps, seen);
  // Looked up before the files are written, which the zip makes only as it reaches each one.
  for (const conversation of seen) await imagesOf(deps, conversation, files);
  const index = [];
  for (const conversation of seen) {
    const file = `${conversation.blog_name}/${conversation.conversation_id}.json`;
    const participants = members.get(conversation.conversation_id) ?? [];
    const others = participants.filter((p) => p.name !== conversation.blog_name);
    const count = await visibleCount(deps, conversation);
    index.push({
      id: conversation.conversation_id,
      blog: conversation.blog_name,
      participants: others,
      file,
      messages: count,
      last_message_at: count > 0 ? conversation.last_modified.toISOString() : null,
    });
    await zip.addGenerated(`messages/${file}`, () =>
      conversationJson(deps, conversation, others, files, context.publicUrl),
    );
  }
  await zip.addJson('messages/conversations.json', index);
  await files.addTo(zip);
  return seen.length;
}

async function conversationsOf(deps: Pick<AppDeps, 'db'>, blogs: BlogRow[]): Promise<Seen[]> {
  if (blogs.length === 0) return [];
  return deps.db
    .selectFrom('conversation_participants as cp')
    .innerJoin('conversations as c', 'c.id', 'cp.conversation_id')
    .innerJoin('blogs as b', 'b.id', 'cp.blog_id')
    .select([
      'cp.conversation_id',
      'cp.blog_id',
      'b.name as blog_name',
      'cp.deleted_up_to',
      'c.created_at as started_at',
      'cp.last_modified',
    ])
    .where(
      'cp.blog_id',
      'in',
      blogs.map((b) => b.id),
    )
    .orderBy('cp.blog_id')
    .orderBy('cp.conversation_id')
    .execute();
}

/** Every blog each conversation was between, deleted ones by their marked name. */
async function membersOf(deps: Pick<AppDeps, 'db'>, seen: Seen[]): Promise<Map<string, Member[]>> {
  const ids = [...new Set(seen.map((s) => s.conversation_id))];
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ conversation_id: string; name: string | null; departed: string | null }>`
    select c.id as conversation_id, b.name, d.name as departed
    from conversations c
    cross join unnest(string_to_array(c.participants_key, ',')::bigint[]) as k(blog_id)
    left join blogs b on b.id = k.blog_id
    left join departed_blogs d on d.blog_id = k.blog_id
    where c.id = any(${ids}::bigint[])
    order by k.blog_id`.execute(deps.db);
  const result = new Map<string, Member[]>();
  for (const row of rows) {
    const member = row.name
      ? { name: row.name, url: absoluteBlogUrl(row.name) }
      : { name: accountDeletionTexts.departedName(row.departed ?? ''), url: '' };
    result.set(row.conversation_id, [...(result.get(row.conversation_id) ?? []), member]);
  }
  return result;
}

/** The messages the blog still sees, from senders it may read. */
function visibleMessages(deps: Pick<AppDeps, 'db'>, conversation: Seen) {
  return deps.db
    .selectFrom('messages as m')
    .leftJoin('blogs as sender', 'sender.id', 'm.sender_blog_id')
    .leftJoin('departed_blogs as departed', 'departed.blog_id', 'm.sender_blog_id')
    .where('m.conversation_id', '=', conversation.conversation_id)
    .where('m.id', '>', conversation.deleted_up_to)
    .where(fromVisibleSender(conversation.blog_id));
}

async function imagesOf(deps: Pick<AppDeps, 'db'>, conversation: Seen, files: MediaFiles): Promise<void> {
  const images = await visibleMessages(deps, conversation)
    .select('m.image')
    .where('m.type', '=', 'IMAGE')
    .where('m.image', 'is not', null)
    .execute();
  for (const { image } of images) await imageOf(image, files);
}

async function visibleCount(deps: Pick<AppDeps, 'db'>, conversation: Seen): Promise<number> {
  const row = await visibleMessages(deps, conversation)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One conversation's file: its blogs, then its messages oldest first, a batch at a time. */
async function* conversationJson(
  deps: Pick<AppDeps, 'db'>,
  conversation: Seen,
  participants: Member[],
  files: MediaFiles,
  publicUrl: string,
): AsyncGenerator<string> {
  const head = {
    id: conversation.conversation_id,
    blog: conversation.blog_name,
    participants,
    started_at: conversation.started_at.toISOString(),
  };
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "messages": [`;
  let first = true;
  const batches = keysetBatches(
    (after, limit) =>
      visibleMessages(deps, conversation)
        .leftJoin('posts as p', 'p.id', 'm.post_id')
        .leftJoin('blogs as pb', 'pb.id', 'p.blog_id')
        .select([
          'm.id',
          'm.created_at',
          'm.type',
          'm.text',
          'm.formatting',
          'm.post_id',
          'm.image',
          'm.sticker_id',
          'm.context',
          'sender.name as sender_name',
          'departed.name as departed_name',
          'p.slug',
          'pb.name as post_blog',
        ])
        .where('m.id', '>', after)
        .orderBy('m.id')
        .limit(limit)
        .execute(),
    (row) => row.id,
  );
  for await (const batch of batches) {
    for (const row of batch) {
      const message: Message = {
        id: row.id,
        sent_at: row.created_at.toISOString(),
        from: row.sender_name ?? accountDeletionTexts.departedName(row.departed_name ?? ''),
        type: row.type,
        text: row.text,
        formatting: row.formatting,
        post:
          row.post_id && row.post_blog
            ? {
                id: row.post_id,
                url: absoluteUrl(
                  publicUrl,
                  postUrl({ blog_name: row.post_blog, id: row.post_id, slug: row.slug ?? '' }),
                ),
              }
            : null,
        image: await imageOf(row.image, files),
        sticker: row.sticker_id,
        context: row.context,
      };
      yield `${first ? '\n    ' : ',\n    '}${JSON.stringify(message)}`;
      first = false;
    }
  }
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}

/** An image message's largest size, as a file of the zip. */
async function imageOf(image: StoredMessageImage | null, files: MediaFiles): Promise<Message['image']> {
  const largest = image?.sizes[0];
  if (!largest) return null;
  const file = await files.file(largest.key);
  return file ? { ...file, width: largest.width, height: largest.height } : null;
}
