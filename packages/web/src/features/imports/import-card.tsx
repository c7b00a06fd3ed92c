import { IMPORT_MAX_BYTES } from '@rookery/core';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '../../ui/button/button';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { Card } from '../../ui/layout/card';
import { Loader } from '../../ui/loader/loader';
import styles from './import-card.module.css';
import { ImportStatus } from './import-status';
import { isActive, useImports } from './use-imports';
import { useStartImport } from './use-start-import';

const GB = 1024 * 1024 * 1024;

/**
 * Blog settings → Import from Tumblr (issue 21): choose Tumblr's backup archive or a JSON file of
 * posts from its API and start; the file is sent with a bar, then the import runs on the server
 * and this card follows it (useImports asks while it runs), whether or not the page stays open.
 */
export function ImportCard({ blog }: { blog: string }) {
  const inputId = useId();
  const imports = useImports(blog);
  const failure = useQueryRetry(imports);
  const upload = useStartImport(blog);
  const [file, setFile] = useState<File | null>(null);
  // A new input after each start, so the same file can be chosen again.
  const [picker, setPicker] = useState(0);
  const list = imports.data?.imports ?? [];
  const running = list.some(isActive);
  const sending = upload.sending !== null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null);
  const begin = async () => {
    if (!file) return;
    await upload.start(file);
    setFile(null);
    setPicker((n) => n + 1);
  };

  return (
    <Card
      title="Import from Tumblr"
      description={
        <>
          <p>
            Bring your Tumblr blog into {blog}: the backup archive Tumblr makes of it (a .zip, from the blog's
            settings there → Export), or a .json file of its posts from Tumblr's API, up to{' '}
            {IMPORT_MAX_BYTES / GB}&nbsp;GB. Drafts, queued and private posts stay so, photos and videos are
            stored here, and importing again never doubles a post. You can leave this page while it runs.
          </p>
          <p>
            Moving from another Rookery? Its account export (a .zip) works here too: the blog named {blog} in
            it comes back, every post as it was.
          </p>
        </>
      }
    >
      <div className={styles.pick}>
        <input
          key={picker}
          id={inputId}
          type="file"
          className={`visually-hidden ${styles.input}`}
          accept=".zip,.json,application/zip,application/json"
          onChange={choose}
          disabled={sending || running}
        />
        <label htmlFor={inputId} className={styles.choose} aria-disabled={sending || running}>
          Choose a file
        </label>
        <span className={styles.chosen}>{file ? file.name : 'No file chosen'}</span>
        <Button onClick={begin} disabled={!file || sending || running}>
          Start import
        </Button>
      </div>
      {sending && (
        <div className={styles.sending}>
          <progress
            className={styles.bar}
            max={100}
            value={upload.sending ?? 0}
            aria-label="Sending the file"
          />
          <span className={styles.percent}>{upload.sending}%</span>
        </div>
      )}
      {upload.error && (
        <p className={styles.failed} role="alert">
          {upload.error}
        </p>
      )}
      {failure.error ? (
        <FailurePanel failure={failure} />
      ) : !imports.data ? (
        <Loader label="Loading imports" tone="dark" />
      ) : (
        list.length > 0 && (
          <ul className={styles.list} aria-label="Imports">
            {list.slice(0, 3).map((item) => (
              <ImportStatus key={item.id} item={item} />
            ))}
          </ul>
        )
      )}
    </Card>
  );
}
