import { type AccountExport, accountExportTexts, EXPORT_KEEP_DAYS, formatBytes } from '@rookery/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { Card } from '../../ui/layout/card';
import { Loader } from '../../ui/loader/loader';
import { showToast } from '../../ui/toast/toast-store';
import rows from '../settings/settings-rows.module.css';
import styles from './export-section.module.css';
import { useAccountExports, useRequestExport } from './use-account-exports';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : '');

function statusText(item: AccountExport): string {
  switch (item.status) {
    case 'pending':
      return "Being made. We'll email you when it's ready.";
    case 'ready':
      return `Ready: ${formatBytes(item.bytes ?? 0)}, until ${when(item.expires_at)}`;
    case 'expired':
      return `Expired: exports are kept for ${EXPORT_KEEP_DAYS} days.`;
    case 'failed':
      return accountExportTexts.failed;
  }
}

/**
 * Account settings → Export your data: ask for a zip of everything (a job makes it and mails the
 * link), see each one's state and download it while it lasts. The mail's link names its export
 * (`?export=`), which is marked here.
 */
export function ExportSection() {
  const exports = useAccountExports();
  const request = useRequestExport();
  const [params] = useSearchParams();
  const mailed = params.get('export');
  const list = exports.data?.exports ?? [];
  const pending = list.some((e) => e.status === 'pending');

  // Come from the mail: the page opens at the top, and this card may be far down it.
  useEffect(() => {
    if (mailed && exports.data) document.getElementById('export')?.scrollIntoView({ block: 'start' });
  }, [mailed, exports.data]);

  return (
    <Card
      id="export"
      title="Export your data"
      description={
        <p>
          A zip of everything your account holds: each blog with its posts (as data and as pages to read) and
          their media, your likes, follows, blocks and asks, and your messages.
        </p>
      }
    >
      <div className={styles.request}>
        <Button
          disabled={pending || request.isPending}
          onClick={() =>
            request.mutate(undefined, { onSuccess: () => showToast(accountExportTexts.requested) })
          }
        >
          {pending ? 'Making your export…' : 'Request an export'}
        </Button>
        <p className={styles.hint}>
          It is made in the background and we'll email you a link when it's ready. Only you can download it,
          for {EXPORT_KEEP_DAYS} days.
        </p>
      </div>
      <FormError message={request.isError ? errorMessage(request.error) : null} />
      <FormError message={exports.isError ? errorMessage(exports.error) : null} />
      {exports.isPending && <Loader tone="dark" size="small" label="Loading your exports" />}
      {list.length > 0 && (
        <ul className={`${rows.rows} ${styles.list}`} aria-label="Your exports">
          {list.map((item) => (
            <li
              key={item.token}
              className={`${rows.row} ${item.token === mailed ? styles.mailed : ''}`}
              aria-current={item.token === mailed ? 'true' : undefined}
            >
              <span>
                <strong>Requested {when(item.requested_at)}</strong>
                <span className={styles.status}>{statusText(item)}</span>
              </span>
              {item.download_url && (
                <a className={styles.download} href={item.download_url} download>
                  Download
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
