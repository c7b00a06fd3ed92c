import { SAFE_MODE_LINKS } from '@rookery/core';
import { Link } from 'react-router';
import styles from '../help/help-page.module.css';
import { useSafeMode } from './use-safe-mode';

/**
 * /docs/nsfw (spec document 3 §2: where a sensitive-post notice says why it is there): what makes
 * a post sensitive here, what safe mode does, and how to change it.
 */
export function SensitiveContentPage() {
  const { canChange } = useSafeMode();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Sensitive content</h1>
      <section className={styles.section} aria-labelledby="nsfw-what">
        <h2 id="nsfw-what">What counts as sensitive</h2>
        <p>
          A post is sensitive when its author marks it so in the post options, when a moderator labels it, or
          when it is on a blog marked adult by its owner or by a moderator. A reblog carries the labels of the
          posts it was reblogged through.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="nsfw-safe-mode">
        <h2 id="nsfw-safe-mode">What safe mode does</h2>
        <ul>
          <li>Sensitive posts show a notice in place of their content, with a button to view them anyway.</li>
          <li>They are left out of search, tag pages, Explore and GIF search.</li>
          <li>Adult blogs' avatars are pixelated.</li>
        </ul>
        <p>Safe mode is on for every new account and for everyone who is not signed in.</p>
      </section>
      <section className={styles.section} aria-labelledby="nsfw-change">
        <h2 id="nsfw-change">Changing it</h2>
        <p>
          {canChange ? (
            <>
              Turn it off or on in your <Link to={SAFE_MODE_LINKS.setting}>account settings</Link>.
            </>
          ) : (
            <>
              <Link to="/login">Log in</Link> to choose for yourself in your account settings.
            </>
          )}{' '}
          Your own posts and blogs are never hidden from you.
        </p>
      </section>
    </div>
  );
}
