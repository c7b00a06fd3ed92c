import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import { blogSettingsSchema, type ExportedBlog, type ExportedFile, themeUpdateSchema } from '@rookery/core';
import type { AppDeps } from '../../../deps.js';
import type { BlogRow } from '../../blogs/blog-row.js';
import { updateBlogSettings } from '../../blogs/blogs.js';

const sameBytes = (a: Buffer | null, b: Buffer) => a?.equals(b) === true;

/** The appearance values this site knows, each kept only when it is valid here. */
function knownTheme(theme: Record<string, unknown>) {
  const shape = themeUpdateSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  return Object.fromEntries(
    Object.entries(theme).filter(([key, value]) => shape[key]?.safeParse(value).success),
  );
}

/**
 * The blog of a Rookery export made again on the blog it is imported into (issue 21: "restores the
 * blogs"): its title, description, appearance and settings, then its avatar and header image as
 * files of this site. A file already there, byte for byte, is not stored twice, so importing again
 * changes nothing. `read` answers a file of the zip.
 */
export async function restoreBlog(
  deps: AppDeps,
  blog: BlogRow,
  exported: ExportedBlog,
  read: (file: ExportedFile) => Promise<Buffer | null>,
): Promise<void> {
  const { settings } = exported;
  const input = blogSettingsSchema.safeParse({
    title: exported.title,
    description: exported.description,
    global_theme_params: knownTheme(exported.theme),
    asks: settings.asks,
    anonymous_asks: settings.anonymous_asks,
    ask_page_title: settings.ask_page_title,
    submissions: settings.submissions,
    can_receive_messages: settings.can_receive_messages,
    messages_from_followed_only: settings.messages_from_followed_only,
    is_adult: settings.is_adult,
    blog_ads: settings.blog_ads,
    posts_per_day: settings.posts_per_day,
    queue_start_hour: settings.queue_start_hour,
    queue_end_hour: settings.queue_end_hour,
  });
  let row = input.success ? await updateBlogSettings(deps.db, blog, input.data) : blog;
  const avatar = exported.avatar && (await read(exported.avatar));
  if (avatar && !(row.avatar_key && sameBytes(await deps.media.get(row.avatar_key), avatar))) {
    // A new key and version: every size made of the old picture is left behind, never shown again.
    const key = `avatars/${row.uuid}-${randomBytes(4).toString('hex')}.png`;
    await deps.media.put(key, avatar);
    row = await deps.db
      .updateTable('blogs')
      .set((eb) => ({ avatar_key: key, avatar_version: eb('avatar_version', '+', 1) }))
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const header = exported.header && (await read(exported.header));
  const theme = row.theme as { header_key?: string };
  if (header && !(theme.header_key && sameBytes(await deps.media.get(theme.header_key), header))) {
    const key = `headers/${row.uuid}-${randomBytes(4).toString('hex')}${extname(exported.header?.path ?? '') || '.jpg'}`;
    await deps.media.put(key, header);
    await deps.db
      .updateTable('blogs')
      .set({ theme: { ...theme, header_key: key } })
      .where('id', '=', row.id)
      .execute();
  }
}
