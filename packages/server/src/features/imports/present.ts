import type { ImportView } from '@rookery/core';
import type { ImportRow } from './imports.js';
import { emptyCounts } from './report.js';

/** An import as its owner sees it. */
export function presentImport(row: ImportRow): ImportView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: row.file_name,
    done: row.done,
    total: row.total,
    counts: { ...emptyCounts(), ...row.counts },
    report: row.report,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  };
}
