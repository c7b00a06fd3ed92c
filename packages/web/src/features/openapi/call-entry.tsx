import styles from './api-reference-page.module.css';
import { CodeBlocks, CodeText } from './code-text';
import { FieldList } from './field-list';
import type { ApiCall, ApiOperation } from './openapi-document';
import { fieldRows, notesOf, typeOf } from './schema-rows';

const ACCESS = {
  anyone: 'Anyone',
  member: 'Signed in',
  moderator: 'Moderators',
  admin: 'Admins',
  api_key: 'API key',
  oauth: 'OAuth',
  app: 'App credentials',
} as const;
/** The Tumblr-compatible API takes no cookie, so no form key either. */
const SIGNED = new Set(['api_key', 'oauth', 'app']);
const MEDIA = {
  'application/json': 'JSON',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
  'text/plain': 'text',
} as Record<string, string>;

function parameterRows(operation: ApiOperation) {
  const parameters = operation.parameters ?? [];
  return {
    rows: parameters.map((p) => ({
      name: p.name,
      type: typeOf(p.schema),
      required: !!p.required,
      notes: notesOf(p.schema),
      ...(p.description ? { description: p.description } : {}),
    })),
    where: parameters.map((p) => p.in),
  };
}

function Body({ operation }: { operation: ApiOperation }) {
  const content = operation.requestBody?.content;
  if (!content) return null;
  const types = Object.keys(content);
  const schema = content[types[0]!]?.schema ?? {};
  const rows = fieldRows(schema);
  const title = `Body (${types.map((t) => MEDIA[t] ?? t).join(', ')})`;
  return rows.length ? <FieldList title={title} rows={rows} /> : <p className={styles.fieldText}>{title}</p>;
}

function Answers({ operation }: { operation: ApiOperation }) {
  const codes = Object.keys(operation.responses);
  const success = codes.find((code) => /^[23]/.test(code));
  const refusals = codes.filter((code) => /^[45]/.test(code));
  const answer = success ? operation.responses[success] : undefined;
  return (
    <dl className={styles.answers}>
      {success && (
        <>
          <dt>{success}</dt>
          <dd>
            <CodeText text={answer?.description ?? ''} />
          </dd>
        </>
      )}
      <dt>{refusals.join(', ')}</dt>
      <dd>The error envelope: each error has a code, title and detail.</dd>
    </dl>
  );
}

/** One call: its method and path (the heading, with its anchor), who may make it, its input, its answers. */
export function CallEntry({ call }: { call: ApiCall }) {
  const { operation } = call;
  const parameters = parameterRows(operation);
  const needs = [
    ACCESS[operation['x-rookery-access'] ?? 'anyone'],
    ...(call.method === 'GET' || SIGNED.has(operation['x-rookery-access'] ?? '') ? [] : ['Form key']),
  ];
  return (
    <article id={call.id} className={styles.call} aria-labelledby={`${call.id}-title`}>
      <div className={styles.callHead}>
        <h3 id={`${call.id}-title`} className={styles.callTitle}>
          <span className={styles.method} data-method={call.method}>
            {call.method}
          </span>{' '}
          <code className={styles.path}>{call.path}</code>
        </h3>
        <a className={styles.anchor} href={`#${call.id}`} aria-label={`Link to ${call.method} ${call.path}`}>
          #
        </a>
      </div>
      <p className={styles.summary}>{operation.summary}</p>
      <ul className={styles.needs} aria-label="Needs">
        {needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      {operation.description && <CodeBlocks className={styles.description} text={operation.description} />}
      {parameters.rows.length > 0 && (
        <FieldList title="Parameters" rows={parameters.rows} where={parameters.where} />
      )}
      <Body operation={operation} />
      <Answers operation={operation} />
    </article>
  );
}
