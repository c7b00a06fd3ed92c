import type { ImportKind } from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import type { MediaRow } from '../media/media.js';
import type { ChunkWriter, SourceItem } from './chunks.js';
import type { ImportedPost, MediaRef } from './imported-post.js';

/** What a source is given: where the file and its working folder are, and whose it is. */
export interface SourceContext {
  deps: AppDeps;
  userId: string;
  filePath: string;
  workDir: string;
  /** The blog the posts go into (a Rookery export holds several: the one of this name is read). */
  blogName: string;
}

/** One format an import reads (its kind): how to list the file's posts, and how to read them. */
export interface ImportSource {
  /**
   * Where the posts come from: files of one origin (a backup archive and an API dump of the same
   * Tumblr blog) name the same posts by the same ids, so importing either after the other finds them.
   */
  readonly origin: string;
  /**
   * A first look at a received file, before it is taken: throws a ValidationError with what is
   * wrong when it is plainly no file of this kind (so the person is told at once, not by a job).
   */
  check(filePath: string, blogName: string): Promise<void>;
  /**
   * Reads the file through once, adding every post to `chunks` (with what `open` needs to read it
   * again); may keep more in the working folder. Throws a ValidationError when the file is not
   * what it should be.
   */
  list(context: SourceContext, chunks: ChunkWriter): Promise<void>;
  /** Ready to read posts: for a few of them, then closed. */
  open(context: SourceContext): Promise<OpenSource>;
}

export interface OpenSource {
  /** The post as Rookery's; throws SkippedPostError when it cannot be one. */
  map(item: SourceItem): Promise<ImportedPost>;
  /**
   * Stores a file a post shows as an upload of the blog's owner; null when the source cannot give
   * it (an address elsewhere than the source's own media); throws when it could not be stored.
   */
  store(ref: MediaRef): Promise<MediaRow | null>;
  close(): Promise<void>;
}

export type ImportSources = Readonly<Record<ImportKind, ImportSource>>;
