import styles from './fields.module.css';

/** Why picked files were refused or failed (spec document 2 §5, §8), announced as they appear. */
export function UploadProblems({ problems }: { problems: string[] | undefined }) {
  if (!problems?.length) return null;
  return (
    <ul className={styles.uploadProblems} role="alert">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
