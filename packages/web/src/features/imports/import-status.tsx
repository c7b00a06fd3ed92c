import type { ImportView } from '@rookery/core';
import styles from './import-card.module.css';
import { importedSummary, restSummary } from './import-summary';

/** When it was started, in the reader's own words for dates. */
const startedAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where an import stands, in words. */
function statusLine(item: ImportView): string {
  switch (item.status) {
    case 'queued':
      return 'Waiting to start…';
    case 'running':
      return item.total === null
        ? 'Reading the file…'
        : `Importing… ${item.done.toLocaleString('en')} of ${item.total.toLocaleString('en')} posts`;
    case 'done':
      return `Done: ${importedSummary(item.counts)}.`;
    case 'failed':
      return item.error ?? 'The import stopped.';
  }
}

/**
 * One import: its file, where it stands (a bar while it runs, filled as posts are done), then what
 * it brought by type and the report of what it could not bring over, each reason with how many.
 */
export function ImportStatus({ item }: { item: ImportView }) {
  const running = item.status === 'queued' || item.status === 'running';
  const known = item.status === 'running' && item.total !== null;
  return (
    <li className={styles.item}>
      <p className={styles.file}>
        <span className={styles.name}>{item.file_name || 'Tumblr export'}</span>
        <span className={styles.when}> · {startedAt(item.created_at)}</span>
      </p>
      <p className={item.status === 'failed' ? styles.failed : styles.status} role="status">
        {statusLine(item)}
      </p>
      {running && (
        <progress
          className={styles.bar}
          max={known ? item.total || 1 : undefined}
          value={known ? item.done : undefined}
          aria-label={`Import of ${item.file_name || 'the export'}`}
        />
      )}
      {item.status === 'done' && restSummary(item.counts).length > 0 && (
        <p className={styles.rest}>{restSummary(item.counts).join('; ')}.</p>
      )}
      {item.report.length > 0 && (
        <details className={styles.report} open={item.status === 'done'}>
          <summary>What could not be brought over as it was</summary>
          <ul>
            {item.report.map((entry) => (
              <li key={entry.reason}>
                {entry.reason}{' '}
                <span className={styles.count}>
                  ({entry.count.toLocaleString('en')}
                  {entry.count === 1 ? ' post' : ' posts'}: {entry.posts.join(', ')}
                  {entry.count > entry.posts.length ? ', …' : ''})
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
