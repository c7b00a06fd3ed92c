import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { Loader } from '../../ui/loader/loader';
import styles from './admin.module.css';
import { LogTable } from './log-table';
import { useModerationLog } from './use-admin';

/** The audit log: every moderator action, newest first. */
export function ModerationLog() {
  const log = useModerationLog();
  const failure = useQueryRetry(log);
  if (log.isPending) return <Loader label="Loading the log" />;
  if (!log.data) return <FailurePanel failure={failure} />;
  return (
    <section aria-label="Moderation log" className={styles.section}>
      <LogTable entries={log.data.entries} label="Moderation log" />
    </section>
  );
}
