import type { AdminReport, PostAction } from '@rookery/core';
import { Link } from 'react-router';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { showToast } from '../../ui/toast/toast-store';
import styles from './admin.module.css';
import { dateTime, REASON_WORDS } from './admin-texts';
import { ReportedContent } from './reported-content';
import { type AdminAction, useAdminAction } from './use-admin';

/**
 * One report: why, by whom, what it is about as it was then, and the one-click actions. A content
 * action (label, classify, a toggle) also resolves the report, with the action as its reason.
 */
export function ReportCard({ report }: { report: AdminReport }) {
  const act = useAdminAction();
  const open = report.status === 'open';
  const blog = report.target_blog;

  const run = async (actions: AdminAction[], done: string) => {
    try {
      for (const action of actions) await act.mutateAsync(action);
      showToast(done);
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };
  const close = (status: 'resolved' | 'dismissed', reason: string): AdminAction => ({
    kind: 'report',
    reportId: report.id,
    status,
    reason,
  });
  const onPost = (action: PostAction, words: string) =>
    run(
      [
        { kind: 'post', postId: report.target_id, action, reason: `report ${report.id}` },
        close('resolved', words),
      ],
      `${words}: done.`,
    );

  return (
    <li className={styles.card} data-report-id={report.id}>
      <header className={styles.cardHead}>
        <span className={styles.badge}>{REASON_WORDS[report.reason]}</span>
        <span>
          {report.target_type} {blog ? `of ${blog.name}` : ''} · reported by{' '}
          {report.reporter ?? 'a deleted blog'}
          {report.others > 0 ? ` and ${report.others} other${report.others > 1 ? 's' : ''}` : ''}
        </span>
        <time dateTime={report.created_at} className={styles.muted}>
          {dateTime(report.created_at)}
        </time>
      </header>
      {report.note && <p className={styles.note}>“{report.note}”</p>}
      <ReportedContent report={report} />
      {open ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={act.isPending}
            onClick={() => void run([close('dismissed', 'nothing wrong')], 'Dismissed.')}
          >
            Dismiss
          </Button>
          <Button
            variant="secondary"
            disabled={act.isPending}
            onClick={() => void run([close('resolved', 'handled')], 'Resolved.')}
          >
            Resolve
          </Button>
          {report.target_type === 'post' && report.post_exists && (
            <>
              <Button
                variant="secondary"
                disabled={act.isPending}
                onClick={() => void onPost('label_sensitive', 'Labelled sensitive')}
              >
                Label sensitive
              </Button>
              <Button
                variant="secondary"
                disabled={act.isPending}
                onClick={() => void onPost('classify', 'Classified adult')}
              >
                Classify adult
              </Button>
            </>
          )}
          {blog && (
            <>
              <Button
                variant="secondary"
                disabled={act.isPending}
                onClick={() =>
                  void run(
                    [
                      { kind: 'toggle', blog: blog.name, toggle: 'spam', reason: `report ${report.id}` },
                      close('resolved', blog.flags.spam ? 'not spam' : 'spam'),
                    ],
                    `${blog.name} ${blog.flags.spam ? 'is no longer' : 'is now'} marked spam.`,
                  )
                }
              >
                {blog.flags.spam ? 'Unmark spam' : 'Mark spam'}
              </Button>
              <Button
                disabled={act.isPending}
                onClick={() =>
                  void run(
                    [
                      { kind: 'toggle', blog: blog.name, toggle: 'suspended', reason: `report ${report.id}` },
                      close('resolved', blog.flags.suspended ? 'unsuspended' : 'suspended'),
                    ],
                    `${blog.name} ${blog.flags.suspended ? 'is restored' : 'is suspended'}.`,
                  )
                }
              >
                {blog.flags.suspended ? 'Unsuspend blog' : 'Suspend blog'}
              </Button>
              <Link to={`/admin/blog/${encodeURIComponent(blog.name)}`} className={styles.more}>
                All toggles
              </Link>
            </>
          )}
        </div>
      ) : (
        <p className={styles.muted}>
          {report.status === 'resolved' ? 'Resolved' : 'Dismissed'}
          {report.resolved_at ? ` ${dateTime(report.resolved_at)}` : ''}
        </p>
      )}
    </li>
  );
}
