import { BLOG_TOGGLES } from '@rookery/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { Loader } from '../../ui/loader/loader';
import { Switch } from '../../ui/switch/switch';
import { showToast } from '../../ui/toast/toast-store';
import { blogPath } from '../blog-page/blog-paths';
import styles from './admin.module.css';
import { TOGGLE_TEXTS } from './admin-texts';
import { LogTable } from './log-table';
import { OwnerRole } from './owner-role';
import { useAdminAction, useAdminBlog } from './use-admin';

/** `/admin/blog/{name}`: the blog's five toggles (each with why, for the log) and their history. */
export function AdminBlogPage({ name }: { name: string }) {
  const blog = useAdminBlog(name);
  const failure = useQueryRetry(blog);
  const act = useAdminAction();
  const reasonId = useId();
  const [reason, setReason] = useState('');

  if (blog.isPending) return <Loader label={`Loading ${name}`} />;
  if (blog.error instanceof ApiError && blog.error.status === 404)
    return <EmptyState title="No blog has that name." text="Check the name and try again." />;
  if (!blog.data) return <FailurePanel failure={failure} />;
  const data = blog.data;

  return (
    <section aria-label={`Moderation of ${data.name}`} className={styles.section}>
      <div className={styles.card}>
        <h2 className={styles.subtitle}>
          <Link to={blogPath(data.name)}>{data.name}</Link>
        </h2>
        <p className={styles.muted}>
          {data.title} · owner {data.owner_email} · {data.open_reports} open report
          {data.open_reports === 1 ? '' : 's'}
        </p>
        <label htmlFor={reasonId} className={styles.label}>
          Why (written to the log with the change)
        </label>
        <input
          id={reasonId}
          className={styles.input}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        <OwnerRole blog={data} reason={reason} />
        {BLOG_TOGGLES.map((toggle) => (
          <Switch
            key={toggle}
            label={TOGGLE_TEXTS[toggle].label}
            description={TOGGLE_TEXTS[toggle].effect}
            checked={data.flags[toggle]}
            disabled={act.isPending}
            onChange={() =>
              act.mutate(
                { kind: 'toggle', blog: data.name, toggle, reason },
                {
                  onSuccess: () => setReason(''),
                  onError: (error) => showToast(errorMessage(error), 'error'),
                },
              )
            }
          />
        ))}
      </div>
      <h2 className={styles.subtitle}>History</h2>
      {data.history.length === 0 ? (
        <p className={styles.muted}>No moderator has acted on this blog.</p>
      ) : (
        <LogTable entries={data.history} label={`History of ${data.name}`} />
      )}
    </section>
  );
}
