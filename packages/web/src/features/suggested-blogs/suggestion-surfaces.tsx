import { SUGGESTED_BLOGS_TITLE } from '@rookery/core';
import { useId } from 'react';
import { SuggestedBlogs } from './suggested-blogs';
import styles from './welcome-suggestions.module.css';

/** Rows on the empty dashboard: enough to pick from at a glance, on a phone too. */
const WELCOME_ROWS = 6;
/** Rows in the rail: what fits beside the first post without pushing the rest of the rail far down. */
const RAIL_ROWS = 4;

/** The rail's list, in the suggestions' chunk (see suggestion-slots). */
export function RailList() {
  return <SuggestedBlogs count={RAIL_ROWS} title={SUGGESTED_BLOGS_TITLE} />;
}

/** The welcome of an empty dashboard, in the suggestions' chunk (see suggestion-slots). */
export function Welcome() {
  const titleId = useId();
  return (
    <section className={`surface ${styles.welcome}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Welcome to your dashboard
      </h2>
      <p className={styles.text}>
        Posts from the blogs you follow show up here. Follow a few to get started.
      </p>
      <div className={styles.list}>
        <SuggestedBlogs count={WELCOME_ROWS} roomy title={SUGGESTED_BLOGS_TITLE} />
      </div>
    </section>
  );
}
