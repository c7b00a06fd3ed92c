import styles from './fields.module.css';

/**
 * Why picked files were refused or failed (spec document 2 §5, §8), announced as they appear. The
 * alert is a box around the list: on the list itself the role took the place of its list role,
 * which left its items without one.
 */
export function UploadProblems({ problems }: { problems: string[] | undefined }) {
  if (!problems?.length) return null;
  return (
    <div role="alert">
      <ul className={styles.uploadProblems}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
