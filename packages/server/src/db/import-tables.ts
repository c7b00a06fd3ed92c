import type { ImportCounts, ImportKind, ImportReportItem, ImportStatus } from '@rookery/core';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A file being (or once) imported into a blog (migration 0030). */
export interface ImportsTable {
  id: Generated<string>;
  user_id: string;
  blog_id: string;
  kind: ImportKind;
  status: Generated<ImportStatus>;
  file_name: Generated<string>;
  file_bytes: Generated<string>;
  done: Generated<number>;
  total: number | null;
  counts: Generated<Partial<ImportCounts>>;
  report: Generated<ImportReportItem[]>;
  error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: Timestamp | null;
}

/** Which post of a source became which post of the blog (migration 0030): re-imports find them here. */
export interface ImportedPostsTable {
  blog_id: string;
  source: string;
  source_id: string;
  post_id: string;
  import_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
