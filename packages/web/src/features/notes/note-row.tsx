import { type NoteItem, shortAgo } from '@rookery/core';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import styles from './notes-panel.module.css';

const VERB = { like: 'liked this', reblog: 'reblogged this', reply: 'replied' } as const;

/** One note: who, what they did (a reblog links to itself), and their words if any. */
export function NoteRow({ note }: { note: NoteItem }) {
  return (
    <li className={styles.note} data-kind={note.kind}>
      <Link to={note.blog.url} className={styles.noteAvatar} tabIndex={-1} aria-hidden="true">
        <Avatar blogName={note.blog.name} size={30} alt="" />
      </Link>
      <div className={styles.noteBody}>
        <p className={styles.noteLine}>
          <Link to={note.blog.url} className={styles.noteBlog}>
            {note.blog.name}
          </Link>{' '}
          {note.post_url ? (
            <Link to={note.post_url} className={styles.noteVerb}>
              {VERB[note.kind]}
            </Link>
          ) : (
            <span className={styles.noteVerb}>{VERB[note.kind]}</span>
          )}
          {/* A permalink rendered on the server may say 40m where hydration counts 41m: the
              served words stay until the next render. */}
          <time className={styles.noteTime} dateTime={note.created_at} suppressHydrationWarning>
            {shortAgo(note.created_at)}
          </time>
        </p>
        {note.text && (
          <p className={note.kind === 'reply' ? styles.replyText : styles.comment}>{note.text}</p>
        )}
      </div>
    </li>
  );
}
