import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/button/button';
import styles from './missing-page.module.css';

interface MissingPageProps {
  title: string;
  text: string;
  /** Where to go instead; Explore when not given. */
  action?: ReactNode;
}

/** A blog or post that is not there (or not for this viewer): what happened and where to go next. */
export function MissingPage({ title, text, action }: MissingPageProps) {
  return (
    <div className={styles.page} data-missing="">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {action ?? <ButtonLink to="/explore">Explore</ButtonLink>}
    </div>
  );
}

/** The blog of the address is not there (a 404 for the blog itself). */
export function MissingBlog() {
  return (
    <MissingPage
      title="There's no blog here."
      text="Check the address, or find blogs to follow on Explore."
    />
  );
}
