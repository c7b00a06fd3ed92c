import { Link } from 'react-router';
import { useCurrentUser } from '../accounts/use-session';
import styles from './help-page.module.css';

/** /help (spec document 3 §2, linked from the drawer): short answers to the first questions people have. */
export function HelpPage() {
  const user = useCurrentUser();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Help</h1>
      <section className={styles.section} aria-labelledby="help-start">
        <h2 id="help-start">Getting started</h2>
        <p>
          Your account holds one or more blogs, and you post, like, reblog and follow as one of them: switch
          which one from the account menu. Follow blogs from their page or from{' '}
          <Link to="/explore">Explore</Link>, and their posts arrive on your{' '}
          <Link to={user ? '/dashboard' : '/login'}>dashboard</Link>.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="help-posting">
        <h2 id="help-posting">Posting</h2>
        <p>
          The pencil button opens the composer for text, photos, quotes, links, chats, audio and video. A post
          can be published now, queued, scheduled or kept as a draft; each blog's queue spreads its posts over
          the day.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="help-messages">
        <h2 id="help-messages">Messages</h2>
        <p>
          The inbox button starts and lists conversations between blogs. A blog can turn messages off or take
          them only from blogs it follows, and anyone can block a blog or mark a conversation as spam. Sounds
          for new messages are in the <Link to="/settings/dashboard">dashboard settings</Link>.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="help-account">
        <h2 id="help-account">Your account and safety</h2>
        <ul>
          <li>
            Forgot your password? <Link to="/forgot-password">Get a link to set a new one</Link>.
          </li>
          <li>
            Change it in <Link to="/settings/password">password settings</Link>: your other browsers are
            logged out.
          </li>
          <li>
            Turn on <Link to="/settings/tfa">two-factor sign-in</Link> so a stolen password is not enough: you
            log in with a code from an authenticator app, or with one of the recovery codes you get when you
            turn it on. Each recovery code works once.
          </li>
          <li>
            See where you are logged in, and log out a browser you do not recognise, in{' '}
            <Link to="/settings/apps">apps and devices</Link>.
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="help-api">
        <h2 id="help-api">Scripts and other apps</h2>
        <p>
          Everything the site does goes through its HTTP API, open to your own scripts and apps: the{' '}
          <Link to="/docs/api">API reference</Link> lists every call.
        </p>
      </section>
    </div>
  );
}
