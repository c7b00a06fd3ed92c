import type { PostType } from '../posts/types.js';
import type { ImportKind, ImportStatus } from './constants.js';

/** One reason posts or parts of them could not be brought over, how often, and which posts. */
export interface ImportReportItem {
  reason: string;
  count: number;
  /** The source's post ids, at most IMPORT_REPORT_MAX_POSTS of them. */
  posts: string[];
}

/** What an import has done so far: per Rookery type, the media stored, what it left alone. */
export interface ImportCounts {
  imported: Partial<Record<PostType, number>>;
  /** Photos, audio and video files stored (re-hosted) for the imported posts. */
  media: number;
  /** Posts an earlier import brought already: left as they are. */
  existing: number;
  /** Posts that could not be imported at all (the report says why). */
  skipped: number;
}

/** An import as its owner sees it (GET /svc/blog/{name}/imports). */
export interface ImportView {
  id: string;
  kind: ImportKind;
  status: ImportStatus;
  file_name: string;
  /** Posts read so far, and how many the file holds (null until the file has been read through). */
  done: number;
  total: number | null;
  counts: ImportCounts;
  report: ImportReportItem[];
  /** Why a failed import stopped. */
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface ImportsResponse {
  imports: ImportView[];
}

export interface StartImportResponse {
  import: ImportView;
}
