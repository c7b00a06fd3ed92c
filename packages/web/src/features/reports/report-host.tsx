import { lazy, Suspense } from 'react';
import { closeReportDialog, useReportRequest } from './report-request';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** Where the Report dialog opens; its code loads the first time one is asked for. */
export function ReportHost() {
  const request = useReportRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog key={`${request.type}:${request.id}`} request={request} onClose={closeReportDialog} />
    </Suspense>
  );
}
