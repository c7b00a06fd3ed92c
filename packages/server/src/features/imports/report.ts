import {
  IMPORT_REPORT_MAX_POSTS,
  type ImportCounts,
  type ImportReportItem,
  type PostType,
} from '@rookery/core';

/** What became of one post of the file. */
export type Outcome =
  | { kind: 'imported'; type: PostType; media: number; notes: string[] }
  | { kind: 'existing' }
  | { kind: 'skipped'; reason: string };

export const emptyCounts = (): ImportCounts => ({ imported: {}, media: 0, existing: 0, skipped: 0 });

/**
 * An import's counts and report, taken forward by each post's outcome: every reason once, with how
 * many posts gave it and the first few of their ids.
 */
export class ImportTally {
  readonly counts: ImportCounts;
  private readonly reasons: Map<string, ImportReportItem>;

  constructor(counts: Partial<ImportCounts>, report: readonly ImportReportItem[]) {
    this.counts = { ...emptyCounts(), ...counts, imported: { ...counts.imported } };
    this.reasons = new Map(report.map((item) => [item.reason, { ...item, posts: [...item.posts] }]));
  }

  add(sourceId: string, outcome: Outcome): void {
    switch (outcome.kind) {
      case 'imported':
        this.counts.imported[outcome.type] = (this.counts.imported[outcome.type] ?? 0) + 1;
        this.counts.media += outcome.media;
        for (const reason of outcome.notes) this.report(reason, sourceId);
        break;
      case 'existing':
        this.counts.existing++;
        break;
      case 'skipped':
        this.counts.skipped++;
        this.report(outcome.reason, sourceId);
        break;
    }
  }

  get items(): ImportReportItem[] {
    return [...this.reasons.values()];
  }

  private report(reason: string, sourceId: string): void {
    const item = this.reasons.get(reason) ?? { reason, count: 0, posts: [] };
    item.count++;
    if (item.posts.length < IMPORT_REPORT_MAX_POSTS) item.posts.push(sourceId);
    this.reasons.set(reason, item);
  }
}
