import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { savePost } from '../posts/save-post.js';
import type { SourceItem } from './chunks.js';
import { fitRules } from './fit-rules.js';
import { importedPostForm } from './post-form.js';
import { importReasons } from './reasons.js';
import type { Outcome } from './report.js';
import { SkippedPostError } from './skipped-post.js';
import type { OpenSource } from './source.js';
import { storePostMedia } from './store-media.js';

/** Where posts go: the blog, its owner, the import, and the origin its ids belong to. */
export interface ImportTarget {
  deps: AppDeps;
  userId: string;
  blog: { id: string; name: string };
  importId: string;
  origin: string;
}

async function alreadyImported(db: Db, target: ImportTarget, sourceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('imported_posts')
    .select('post_id')
    .where('blog_id', '=', target.blog.id)
    .where('source', '=', target.origin)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
  return row !== undefined;
}

async function mapped(source: OpenSource, item: SourceItem) {
  try {
    return { post: fitRules(await source.map(item)) };
  } catch (error) {
    return { reason: error instanceof SkippedPostError ? error.message : importReasons.notReadable };
  }
}

/**
 * One post of the file into the blog: skipped when an import brought it already; else mapped,
 * its files stored, and saved through the composer's own save (every rule, the sanitizer, the
 * search vector and tags, a scheduled post's job) as the blog's owner, the post and its record in
 * imported_posts in one transaction. A post the rules refuse is skipped with their words.
 */
export async function importPost(
  target: ImportTarget,
  source: OpenSource,
  item: SourceItem,
): Promise<Outcome> {
  const { deps, blog } = target;
  if (await alreadyImported(deps.db, target, item.sourceId)) return { kind: 'existing' };
  const read = await mapped(source, item);
  if (!read.post) return { kind: 'skipped', reason: read.reason };
  const stored = await storePostMedia(source, read.post);
  const session: SessionInfo = { id: 'import', userId: target.userId, formKey: '', currentBlogId: blog.id };
  try {
    await savePost(deps.db, session, importedPostForm(stored, blog.name), {
      trail: stored.post.trail,
      askingName: stored.post.askingName,
      onSaved: async (tx, postId) => {
        await tx
          .insertInto('imported_posts')
          .values({
            blog_id: blog.id,
            source: target.origin,
            source_id: item.sourceId,
            post_id: postId,
            import_id: target.importId,
          })
          .execute();
      },
    });
  } catch (error) {
    if (error instanceof AppError) return { kind: 'skipped', reason: importReasons.rejected(error.message) };
    throw error;
  }
  return { kind: 'imported', type: stored.post.type, media: stored.stored, notes: stored.post.unmapped };
}
