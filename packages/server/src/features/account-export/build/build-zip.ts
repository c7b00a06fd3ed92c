import {
  type EditorType,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportManifest,
  type Theme,
} from '@rookery/core';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../../db/schema.js';
import type { AppDeps } from '../../../deps.js';
import type { BlogRow } from '../../blogs/blog-row.js';
import { blogsOfUser } from '../../blogs/blogs.js';
import { ZipWriter } from '../zip/zip-writer.js';
import { addBlogFolder, type BlogFolderSummary } from './blog-folder.js';
import { addMessagesFolder } from './messages-folder.js';

/**
 * Writes the zip of everything the account owns to `path` (docs/export-format.md): a folder per
 * blog, the account's conversations, and the manifest last, once it can count what went in.
 * Answers the file's size.
 */
export async function buildExportZip(deps: AppDeps, userId: string, path: string): Promise<number> {
  const { db } = deps;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const blogs = await blogsOfUser(db, userId);
  const zip = new ZipWriter(path);
  try {
    return await writeEverything(zip, deps, user, blogs);
  } catch (error) {
    await zip.abort(error as Error);
    throw error;
  }
}

async function writeEverything(
  zip: ZipWriter,
  deps: AppDeps,
  user: Selectable<UsersTable>,
  blogs: BlogRow[],
): Promise<number> {
  const { config } = deps;
  const primary = blogs.find((b) => b.id === user.primary_blog_id) ?? blogs[0];
  const missing = new Set<string>();
  const summaries: BlogFolderSummary[] = [];
  for (const blog of blogs) {
    const context = { publicUrl: config.publicUrl, primary: blog.id === primary?.id, missing };
    summaries.push(await addBlogFolder(zip, deps, blog, context));
  }
  const conversations = await addMessagesFolder(zip, deps, blogs, { publicUrl: config.publicUrl, missing });
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exported_at: new Date().toISOString(),
    site: { name: 'Rookery', url: config.publicUrl },
    account: {
      email: user.email,
      created_at: user.created_at.toISOString(),
      primary_blog: primary?.name ?? '',
      settings: {
        theme: user.theme as Theme,
        default_editor_type: user.default_editor_type as EditorType,
        language: user.language,
        safe_mode: user.safe_mode,
        is_sounds_enabled: user.is_sounds_enabled,
        desktop_notifications: user.desktop_notifications,
        tracking_opt_out: user.tracking_opt_out,
      },
    },
    blogs: summaries,
    messages: { folder: 'messages/', conversations },
    missing_files: [...missing].sort(),
  };
  await zip.addJson('manifest.json', manifest);
  return zip.finish();
}
