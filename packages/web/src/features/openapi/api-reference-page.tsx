import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { Loader } from '../../ui/loader/loader';
import { TextField } from '../../ui/text-field/text-field';
import styles from './api-reference-page.module.css';
import { CallEntry } from './call-entry';
import { CodeBlocks } from './code-text';
import { filterSections, sectionsOf } from './openapi-document';
import { useApiDocument } from './use-api-document';

const DOCUMENT = '/svc/openapi.json';
const sectionId = (tag: string) => `section-${tag}`;
const callsCount = (n: number) => `${n} ${n === 1 ? 'call' : 'calls'}`;

/** The page opened at a call's address (`/docs/api#getSvcPing`) goes to it once the calls are drawn. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/**
 * /docs/api (issue 21): the server's API description, read from its OpenAPI document and listed by
 * section, each call with its anchor, and a filter over them all.
 */
export function ApiReferencePage() {
  const query = useApiDocument();
  const failure = useQueryRetry(query);
  const [filter, setFilter] = useState('');
  const sections = useMemo(() => (query.data ? sectionsOf(query.data) : []), [query.data]);
  const shown = useMemo(() => filterSections(sections, filter), [sections, filter]);
  const total = sections.reduce((n, s) => n + s.calls.length, 0);
  const matching = shown.reduce((n, s) => n + s.calls.length, 0);
  useScrollToHash(!!query.data);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>API reference</h1>
        <p className={styles.lead}>
          For tools, the same description as an OpenAPI 3.1 document: <a href={DOCUMENT}>{DOCUMENT}</a>. It is
          made from the schemas the server checks each call's input with.
        </p>
      </header>
      {failure.error && !query.data ? (
        <FailurePanel failure={failure} />
      ) : (
        query.isPending && <Loader label="Loading the API description" />
      )}
      {query.data && (
        <>
          {query.data.info.description && (
            <section className={styles.conventions} aria-labelledby="api-conventions">
              <h2 id="api-conventions">How calls work</h2>
              <CodeBlocks text={query.data.info.description} />
            </section>
          )}
          <div className={styles.layout}>
            <nav className={styles.toc} aria-label="API sections">
              <ul>
                {shown.map((section) => (
                  <li key={section.tag}>
                    <a href={`#${sectionId(section.tag)}`}>
                      {section.tag} <span className={styles.count}>{section.calls.length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.calls}>
              <search className={styles.filter} aria-label="Filter the API calls">
                <TextField
                  type="search"
                  label="Filter calls"
                  hint="Words of a path, method, summary or section"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                />
                <p className={styles.matching} aria-live="polite">
                  {filter.trim() ? `${matching} of ${callsCount(total)}` : callsCount(total)}
                </p>
              </search>
              {shown.length === 0 && <p className={styles.none}>No call matches “{filter.trim()}”.</p>}
              {shown.map((section) => (
                <section
                  key={section.tag}
                  className={styles.section}
                  aria-labelledby={sectionId(section.tag)}
                >
                  <div className={styles.sectionHead}>
                    <h2 id={sectionId(section.tag)} className={styles.sectionTitle}>
                      {section.tag}
                    </h2>
                    {section.about && <p className={styles.sectionText}>{section.about}</p>}
                  </div>
                  {section.calls.map((call) => (
                    <CallEntry key={call.id} call={call} />
                  ))}
                </section>
              ))}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
