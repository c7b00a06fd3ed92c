import type { ExportedBlog, ExportedPost } from '@rookery/core';
import type { AppDeps } from '../../../deps.js';
import { absoluteBlogUrl } from '../../blog-hosts/blog-urls.js';
import type { BlogRow } from '../../blogs/blog-row.js';
import { followersCount } from '../../blogs/blogs.js';
import { postBatches } from '../../blogs/post-batches.js';
import type { ZipWriter } from '../zip/zip-writer.js';
import { blogLists } from './blog-lists.js';
import { type ExportRow, exportedPost } from './exported-post.js';
import { jsonArray } from './json-array.js';
import { MediaFiles } from './media-files.js';
import { indexPage, postPage } from './post-pages.js';

export interface BlogFolderContext {
  publicUrl: string;
  primary: boolean;
  /** Addresses whose files were gone, over the whole export (the manifest lists them). */
  missing: Set<string>;
}

/** What the manifest says of the blog. */
export interface BlogFolderSummary {
  name: string;
  primary: boolean;
  folder: string;
  posts: number;
  media_files: number;
}

/**
 * A blog's folder of the zip, `blogs/{name}/`: blog.json, posts.json, a page per post and an
 * index.html to read them by, its likes, follows, blocks and asks, and every media file these name.
 * The posts are read a batch at a time for each file that lists them.
 */
export async function addBlogFolder(
  zip: ZipWriter,
  deps: Pick<AppDeps, 'db' | 'media'>,
  blog: BlogRow,
  context: BlogFolderContext,
): Promise<BlogFolderSummary> {
  const folder = `blogs/${blog.name}/`;
  const files = new MediaFiles(deps.media, folder, context.missing);
  const posts = () => exportedPosts(deps, blog, files, context.publicUrl);

  await zip.addJson(`${folder}blog.json`, await exportedBlog(deps, blog, files, context));
  await zip.addGenerated(`${folder}posts.json`, () => jsonArray(posts()));
  await zip.addGenerated(`${folder}index.html`, () => indexHtml(blog, posts()));
  let count = 0;
  for await (const batch of posts()) {
    for (const post of batch) {
      await zip.addText(`${folder}${post.html}`, postPage(post, blog.name));
      count += 1;
    }
  }
  const lists = blogLists(deps.db, blog.id, context.publicUrl);
  await zip.addGenerated(`${folder}likes.json`, () => jsonArray(lists.likes()));
  await zip.addGenerated(`${folder}follows.json`, () => jsonArray(lists.follows()));
  await zip.addGenerated(`${folder}blocks.json`, () => jsonArray(lists.blocks()));
  await zip.addGenerated(`${folder}asks.json`, () => jsonArray(lists.asks()));
  const mediaFiles = await files.addTo(zip);
  return { name: blog.name, primary: context.primary, folder, posts: count, media_files: mediaFiles };
}

async function* exportedPosts(
  deps: Pick<AppDeps, 'db'>,
  blog: BlogRow,
  files: MediaFiles,
  publicUrl: string,
): AsyncGenerator<ExportedPost[]> {
  for await (const { rows, names } of postBatches(deps.db, blog.id)) {
    const captions = await captionsOf(deps, rows);
    const context = { blogName: blog.name, publicUrl, names, files };
    yield await Promise.all(
      rows.map((row) =>
        exportedPost(
          { ...row, captions_key: (row.media_key && captions.get(row.media_key)) || null },
          context,
        ),
      ),
    );
  }
}

/** The captions of a batch's uploaded videos, by the upload's key. */
async function captionsOf(deps: Pick<AppDeps, 'db'>, rows: Omit<ExportRow, 'captions_key'>[]) {
  const keys = rows.flatMap((r) => (r.type === 'video' && r.media_key ? [r.media_key] : []));
  if (keys.length === 0) return new Map<string, string>();
  const media = await deps.db
    .selectFrom('media')
    .select(['key', 'captions_key'])
    .where('key', 'in', keys)
    .where('captions_key', 'is not', null)
    .execute();
  return new Map(media.map((m) => [m.key, m.captions_key!]));
}

async function* indexHtml(blog: BlogRow, posts: AsyncIterable<ExportedPost[]>): AsyncGenerator<string> {
  yield indexPage.head(blog.name, blog.title);
  for await (const batch of posts) yield batch.map(indexPage.item).join('');
  yield indexPage.tail;
}

/** blog.json: the blog, its appearance and every setting, its avatar and header as files of the zip. */
async function exportedBlog(
  deps: Pick<AppDeps, 'db'>,
  blog: BlogRow,
  files: MediaFiles,
  context: BlogFolderContext,
): Promise<ExportedBlog> {
  const { header_key: headerKey, ...theme } = blog.theme as { header_key?: string };
  return {
    name: blog.name,
    uuid: blog.uuid,
    url: absoluteBlogUrl(blog.name),
    title: blog.title,
    description: blog.description,
    created_at: blog.created_at.toISOString(),
    primary: context.primary,
    avatar: blog.avatar_key ? await files.file(blog.avatar_key) : null,
    header: headerKey ? await files.file(headerKey) : null,
    theme,
    settings: {
      asks: blog.asks,
      anonymous_asks: blog.anonymous_asks,
      ask_page_title: blog.ask_page_title,
      submissions: blog.submissions,
      can_receive_messages: blog.can_receive_messages,
      messages_from_followed_only: blog.messages_from_followed_only,
      twitter_send_posts: blog.twitter_send_posts,
      facebook_opengraph_send_posts: blog.facebook_opengraph_send_posts,
      is_private: blog.is_private,
      is_adult: blog.is_adult,
      blog_ads: blog.blog_ads,
      posts_per_day: blog.posts_per_day,
      queue_start_hour: blog.queue_start_hour,
      queue_end_hour: blog.queue_end_hour,
    },
    followers: await followersCount(deps.db, blog.id),
  };
}
