import {
  type BlogSettingsInput,
  blogSettingsSchema,
  formatCode,
  MAX_BLOGS_PER_USER,
  messages,
  queueWindowIsValid,
  type settingsSaveSchema,
} from '@rookery/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { rescheduleBlogQueue } from '../../jobs/index.js';
import type { MediaStore } from '../../media/store.js';
import { storeRichText } from '../editor/rich-text.js';
import { isTakenDownFor } from '../moderation/blog-access.js';
import type { BlogRow } from './blog-row.js';
import { drawAvatar } from './generated-images.js';

export async function findBlogByName(db: Db, name: string): Promise<BlogRow | undefined> {
  return db.selectFrom('blogs').selectAll().where('name', '=', name.toLowerCase()).executeTakeFirst();
}

/** The blog `name` as `userId` (null: a visitor) may read it: a suspended blog is only its owner's. */
export async function findReadableBlog(
  db: Db,
  name: string,
  userId: string | null | undefined,
): Promise<BlogRow | undefined> {
  const blog = await findBlogByName(db, name);
  return blog && !isTakenDownFor(blog, userId) ? blog : undefined;
}

/**
 * The blog `name` if the user owns it. A blog that exists but belongs to someone else is 403 (the
 * spec's rule: a user acts only as blogs they own); one that does not exist is 404.
 */
export async function requireOwnedBlog(db: Db, userId: string, name: unknown): Promise<BlogRow> {
  if (typeof name !== 'string' || !name) throw new NotFoundError(messages.blogNotFound);
  const blog = await findBlogByName(db, name);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  if (blog.user_id !== userId) throw new ForbiddenError();
  return blog;
}

export async function blogsOfUser(db: Db, userId: string): Promise<BlogRow[]> {
  return db.selectFrom('blogs').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function avatarKeyFor(media: MediaStore, blog: { uuid: string; name: string }): Promise<string> {
  const key = `avatars/${blog.uuid}.png`;
  await media.put(key, await drawAvatar(blog.name));
  return key;
}

/** Inserts a blog for the user (inside the caller's transaction) with a generated avatar. */
export async function insertBlog(
  db: Db,
  media: MediaStore,
  userId: string,
  input: { name: string; title?: string | undefined },
): Promise<BlogRow> {
  const owned = await db
    .selectFrom('blogs')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(owned.n) >= MAX_BLOGS_PER_USER) throw new ValidationError([{ detail: messages.blogLimit }]);
  let row: BlogRow;
  try {
    row = await db
      .insertInto('blogs')
      .values({
        user_id: userId,
        name: input.name,
        title: input.title || input.name,
        // A blog made while its account waits to be deleted is hidden with the others (account-deletion).
        is_leaving: sql<boolean>`exists (select 1 from users where id = ${userId} and delete_after is not null)`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, 'blogs_name_key')) throw new ConflictError(messages.blogNameTaken, 'name');
    throw error;
  }
  const avatarKey = await avatarKeyFor(media, row);
  return db
    .updateTable('blogs')
    .set({ avatar_key: avatarKey })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateBlogSettings(db: Db, blog: BlogRow, input: BlogSettingsInput): Promise<BlogRow> {
  const { global_theme_params: theme, ...parsed } = blogSettingsSchema.parse(input);
  // The description is rich text shown as HTML on the blog: stored only through the editor allowlist.
  const fields =
    parsed.description === undefined
      ? parsed
      : { ...parsed, description: storeRichText(parsed.description, formatCode('rich')).html };
  // One hour may come alone; the window it makes with the stored other must still be valid.
  const start = fields.queue_start_hour ?? blog.queue_start_hour;
  const end = fields.queue_end_hour ?? blog.queue_end_hour;
  if (!queueWindowIsValid(start, end)) {
    const field = fields.queue_end_hour === undefined ? 'queue_start_hour' : 'queue_end_hour';
    throw ValidationError.field(field, messages.queueHoursOrder);
  }
  const nextTheme = theme ? { ...(blog.theme as object), ...theme } : undefined;
  if (Object.keys(fields).length === 0 && !nextTheme) return blog;
  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('blogs')
      .set({ ...fields, ...(nextTheme ? { theme: nextTheme } : {}) })
      .where('id', '=', blog.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (queueSettingsChanged(blog, updated)) await rescheduleBlogQueue(tx, updated);
    return updated;
  });
}

function queueSettingsChanged(before: BlogRow, after: BlogRow): boolean {
  return (
    before.posts_per_day !== after.posts_per_day ||
    before.queue_start_hour !== after.queue_start_hour ||
    before.queue_end_hour !== after.queue_end_hour
  );
}

export async function saveShareSettings(
  db: Db,
  blog: BlogRow,
  input: z.output<typeof settingsSaveSchema>['tumblelog'],
): Promise<BlogRow> {
  if (Object.keys(input).length === 0) return blog;
  return db
    .updateTable('blogs')
    .set(input)
    .where('id', '=', blog.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function followersCount(db: Db, blogId: string): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select(sql<string>`count(*)`.as('n'))
    .where('followed_blog_id', '=', blogId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isFollowing(db: Db, followerBlogId: string | null, blogId: string): Promise<boolean> {
  if (!followerBlogId) return false;
  const row = await db
    .selectFrom('follows')
    .select('created_at')
    .where('follower_blog_id', '=', followerBlogId)
    .where('followed_blog_id', '=', blogId)
    .executeTakeFirst();
  return row !== undefined;
}
