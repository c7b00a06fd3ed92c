import type { AdminLogEntry } from '@rookery/core';
import styles from './admin.module.css';
import { actionWords, dateTime } from './admin-texts';

/** Lines of the moderation log: when, who, what, on what, why. */
export function LogTable({ entries, label }: { entries: AdminLogEntry[]; label: string }) {
  return (
    <div className={styles.tableBox}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">On</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>
                <time dateTime={e.created_at}>{dateTime(e.created_at)}</time>
              </td>
              <td>{e.moderator ?? 'the shell'}</td>
              <td>{actionWords(e.action)}</td>
              <td>
                {e.target_type} {e.target_name ?? e.target_id}
              </td>
              <td>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
