import styles from './api-reference-page.module.css';
import type { FieldRow } from './schema-rows';

/** A call's parameters or body fields: name, type, whether required, and what limits them. */
export function FieldList({ title, rows, where }: { title: string; rows: FieldRow[]; where?: string[] }) {
  return (
    <div className={styles.fields}>
      <h4 className={styles.fieldsTitle}>{title}</h4>
      <ul className={styles.fieldList}>
        {rows.map((row, i) => (
          <li key={`${where?.[i] ?? ''}${row.name}`} className={styles.field}>
            <div className={styles.fieldHead}>
              <code className={styles.fieldName}>{row.name}</code>
              <span className={styles.fieldType}>{row.type}</span>
              {where?.[i] && <span className={styles.fieldWhere}>in {where[i]}</span>}
              {row.required && <span className={styles.required}>required</span>}
            </div>
            {row.description && <p className={styles.fieldText}>{row.description}</p>}
            {row.notes.length > 0 && <p className={styles.fieldNotes}>{row.notes.join(' · ')}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
