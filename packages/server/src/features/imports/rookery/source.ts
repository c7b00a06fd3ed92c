import { readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import {
  type ExportManifest,
  exportedBlogSchema,
  exportedPostSchema,
  exportManifestSchema,
  importMessages,
  UPLOAD_MAX_BYTES,
} from '@rookery/core';
import type { ZipFile } from 'yauzl';
import { ValidationError } from '../../../http/errors.js';
import { findBlogByName } from '../../blogs/blogs.js';
import {
  type EntryLocator,
  listEntries,
  openZip,
  readEntry,
  type ZipEntry,
} from '../../tumblr/archive/zip.js';
import { SkippedPostError } from '../skipped-post.js';
import type { ImportSource, SourceContext } from '../source.js';
import { storeZipEntry } from '../store-zip-entry.js';
import { exportedToImported } from './exported-post.js';
import { restoreBlog } from './restore-blog.js';

const MANIFEST = 'manifest.json';
const MANIFEST_MAX_BYTES = 1024 * 1024;
/** A blog's posts.json holds every post with its HTML: ten years of a busy blog stay under this. */
const POSTS_MAX_BYTES = 1024 * 1024 * 1024;

/** What the listing keeps for the runs: each file's place in the zip, by the address posts name it by. */
interface ExportIndex {
  files: Record<string, EntryLocator>;
}
const indexPath = (workDir: string) => join(workDir, 'rookery-export.json');

async function withZip<T>(path: string, use: (zip: ZipFile) => Promise<T>): Promise<T> {
  const zip = await openZip(path).catch(() => {
    throw ValidationError.field('file', importMessages.exportUnreadable);
  });
  try {
    return await use(zip);
  } finally {
    zip.close();
  }
}

async function readManifest(zip: ZipFile, entries: ZipEntry[]): Promise<ExportManifest> {
  const entry = entries.find((e) => e.name === MANIFEST);
  if (!entry) throw ValidationError.field('file', importMessages.exportUnreadable);
  try {
    return exportManifestSchema.parse(
      JSON.parse((await readEntry(zip, entry.at, MANIFEST_MAX_BYTES)).toString('utf8')),
    );
  } catch {
    throw ValidationError.field('file', importMessages.exportUnreadable);
  }
}

/** The export's blog that goes into `blogName`: the one of that name, or the only one. */
function blogFor(manifest: ExportManifest, blogName: string) {
  const blog =
    manifest.blogs.find((b) => b.name === blogName) ??
    (manifest.blogs.length === 1 ? manifest.blogs[0] : undefined);
  if (!blog)
    throw ValidationError.field(
      'file',
      importMessages.exportWithoutBlog(
        blogName,
        manifest.blogs.map((b) => b.name),
      ),
    );
  return blog;
}

/** Whether a zip is a Rookery export (its manifest says so) rather than Tumblr's archive. */
export async function isRookeryExport(path: string): Promise<boolean> {
  return withZip(path, async (zip) => (await listEntries(zip)).some((e) => e.name === MANIFEST)).catch(
    () => false,
  );
}

/** Ids sort as numbers of any length: the oldest posts are made first, as they were. */
const byId = (a: { id: string }, b: { id: string }) =>
  a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A Rookery export (docs/export-format.md; issue 21: leaving one Rookery for another). The blog of
 * the import's name (or the export's only blog) is read from blogs/{name}/posts.json; each post's
 * files come out of the zip by the address the post names them by on the exporting site.
 */
export const rookeryExportSource: ImportSource = {
  origin: 'rookery',

  async check(path, blogName) {
    await withZip(path, async (zip) => blogFor(await readManifest(zip, await listEntries(zip)), blogName));
  },

  async list(context: SourceContext, chunks) {
    await withZip(context.filePath, async (zip) => {
      const entries = await listEntries(zip);
      const blog = blogFor(await readManifest(zip, entries), context.blogName);
      const folder = blog.folder.endsWith('/') ? blog.folder : `${blog.folder}/`;
      const byName = new Map(entries.map((e) => [e.name, e.at]));
      // The blog itself first: its settings, appearance, avatar and header (restore-blog.ts).
      const blogEntry = entries.find((e) => e.name === `${folder}blog.json`);
      const target = await findBlogByName(context.deps.db, context.blogName);
      const exportedBlog = blogEntry
        ? exportedBlogSchema.safeParse(
            JSON.parse((await readEntry(zip, blogEntry.at, MANIFEST_MAX_BYTES)).toString('utf8')),
          )
        : null;
      if (target && exportedBlog?.success) {
        await restoreBlog(context.deps, target, exportedBlog.data, async (file) => {
          const at = byName.get(posix.join(folder, file.path));
          return at ? readEntry(zip, at, UPLOAD_MAX_BYTES.image) : null;
        });
      }
      const postsEntry = entries.find((e) => e.name === `${folder}posts.json`);
      if (!postsEntry) throw ValidationError.field('file', importMessages.exportUnreadable);
      const raw = JSON.parse(
        (await readEntry(zip, postsEntry.at, POSTS_MAX_BYTES)).toString('utf8'),
      ) as unknown[];
      const index: ExportIndex = { files: {} };
      const posts = raw.map((item) => exportedPostSchema.safeParse(item));
      for (const parsed of posts) {
        if (!parsed.success) continue;
        for (const file of [...parsed.data.files, ...(parsed.data.media ? [parsed.data.media] : [])]) {
          const at = byName.get(posix.join(folder, file.path));
          if (at) index.files[file.url] = at;
        }
      }
      const good = posts.flatMap((p) => (p.success ? [p.data] : [])).sort(byId);
      for (const post of good) await chunks.add({ sourceId: post.id, data: post });
      await writeFile(indexPath(context.workDir), JSON.stringify(index));
    });
  },

  async open(context) {
    const index = JSON.parse(await readFile(indexPath(context.workDir), 'utf8')) as ExportIndex;
    let zip: Promise<ZipFile> | null = null;
    const opened = () => (zip ??= openZip(context.filePath));
    const { deps, userId } = context;
    return {
      async map(item) {
        const parsed = exportedPostSchema.safeParse(item.data);
        if (!parsed.success) throw new SkippedPostError('It is not a post as an export writes one.');
        return exportedToImported(parsed.data);
      },
      async store(ref) {
        const at = index.files[ref.src];
        if (!at) return null;
        return storeZipEntry(deps, userId, await opened(), at, ref, posix.basename(ref.src));
      },
      async close() {
        if (zip) (await zip.catch(() => null))?.close();
      },
    };
  },
};
