import { type KeyboardEvent, useState } from 'react';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { Card } from '../../ui/layout/card';
import { Loader } from '../../ui/loader/loader';
import { TextField } from '../../ui/text-field/text-field';
import { showToast } from '../../ui/toast/toast-store';
import styles from './domain-settings.module.css';
import { useBlogDomain, useDomainActions } from './use-blog-domain';

/**
 * A blog's own domain (issue 21): the owner names it, is shown the two DNS records to create (a
 * CNAME that sends the domain here, a TXT that proves it is theirs), verifies, and may remove it.
 * Saved at once, apart from the settings form it sits in.
 */
export function DomainSettings({ blog }: { blog: string }) {
  const current = useBlogDomain(blog);
  const actions = useDomainActions(blog);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = current.data;

  const save = () => {
    setError(null);
    actions.set.mutate(draft, {
      onSuccess: () => {
        setDraft('');
        showToast('Domain saved. Create the records below, then verify.');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  // Enter names the domain here; it must not submit the settings form around the card.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (draft.trim()) save();
  };
  const verify = () => {
    setError(null);
    actions.verify.mutate(undefined, {
      onSuccess: () => showToast('Your domain is verified.'),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Card
      title="Domain"
      description={<p>Use your own domain for {blog}. Changes here are saved right away.</p>}
    >
      {!data ? (
        <Loader label="Loading the domain" />
      ) : (
        <>
          <div className={styles.row}>
            <TextField
              label={data.domain ? 'Change the domain' : 'Your domain'}
              placeholder="blog.example.com"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKey}
              autoComplete="off"
              spellCheck={false}
              error={error}
            />
            <Button type="button" onClick={save} disabled={!draft.trim() || actions.set.isPending}>
              Save domain
            </Button>
          </div>
          {data.domain && (
            <>
              <p className={`${styles.status} ${data.verified ? styles.verified : ''}`} role="status">
                {data.verified
                  ? `${data.domain} is verified: ${blog} is served there.`
                  : `${data.domain} is waiting for its DNS records.`}
              </p>
              <div className={styles.tableBox}>
                <table className={styles.records}>
                  <caption className="visually-hidden">DNS records for {data.domain}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Type</th>
                      <th scope="col">Name</th>
                      <th scope="col">Value</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.records.map((record) => (
                      <tr key={record.type}>
                        <td>{record.type}</td>
                        <td>
                          <code>{record.name}</code>
                        </td>
                        <td>
                          <code>{record.value}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className={styles.actions}>
                {!data.verified && (
                  <Button type="button" onClick={verify} disabled={actions.verify.isPending}>
                    {actions.verify.isPending ? 'Checking…' : 'Verify'}
                  </Button>
                )}
                <Button
                  type="button"
                  variant="secondary"
                  disabled={actions.remove.isPending}
                  onClick={() =>
                    actions.remove.mutate(undefined, {
                      onSuccess: () => showToast('Domain removed.'),
                      onError: (e) => showToast(errorMessage(e), 'error'),
                    })
                  }
                >
                  Remove domain
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </Card>
  );
}
