import {
  type AdminReportsQuery,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '@rookery/core';
import { useState } from 'react';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { Loader } from '../../ui/loader/loader';
import styles from './admin.module.css';
import { REASON_WORDS } from './admin-texts';
import { Choice } from './choice';
import { ReportCard } from './report-card';
import { useReports } from './use-admin';

/** The report queue: open (or resolved, or dismissed) reports, newest first, narrowed by kind and reason. */
export function ReportQueue() {
  const [query, setQuery] = useState<AdminReportsQuery>({ status: 'open' });
  const reports = useReports(query);
  const failure = useQueryRetry(reports);
  const set = (patch: Partial<AdminReportsQuery>) => setQuery((q) => ({ ...q, ...patch }));

  return (
    <section aria-label="Reports" className={styles.section}>
      <div className={styles.filters}>
        <Choice
          label="Status"
          value={query.status ?? 'open'}
          options={REPORT_STATUSES.map((s) => [s, s])}
          onChange={(status) => set({ status: status as ReportStatus })}
        />
        <Choice
          label="Kind"
          value={query.target_type ?? ''}
          options={[['', 'Everything'], ...REPORT_TARGETS.map((t) => [t, t] as [string, string])]}
          onChange={(t) => set({ target_type: (t || undefined) as ReportTarget | undefined })}
        />
        <Choice
          label="Reason"
          value={query.reason ?? ''}
          options={[
            ['', 'Any reason'],
            ...REPORT_REASONS.map((r) => [r, REASON_WORDS[r]] as [string, string]),
          ]}
          onChange={(r) => set({ reason: (r || undefined) as ReportReason | undefined })}
        />
      </div>
      {reports.isPending ? (
        <Loader label="Loading reports" />
      ) : !reports.data ? (
        <FailurePanel failure={failure} />
      ) : reports.data.reports.length === 0 ? (
        <EmptyState title="Nothing to review." text="Reports members send show here, newest first." />
      ) : (
        <ol className={styles.list} aria-label="Report queue">
          {reports.data.reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ol>
      )}
    </section>
  );
}
