import {
  FAVORITES_LIMIT,
  GENERIC_FETCH_ERRORS,
  messagingTexts,
  NO_RECIPIENT_RESULTS,
  type Participant,
  pickOne,
} from '@rookery/core';
import { useId, useMemo, useState } from 'react';
import { Loader } from '../../../ui/loader/loader';
import { useFavorites } from '../api/favorites';
import { useParticipantSuggestions } from '../api/suggestions';
import { ARROW_FOCUS } from './arrow-focus';
import { openWithBlogName, openWithParticipant, type Sender } from './open-with-blog';
import { ParticipantList } from './participant-list';
import styles from './recipients.module.css';

interface RecipientPickerProps {
  sender: Sender;
  /** A conversation opened: the inbox closes. */
  onOpened: () => void;
}

/**
 * The inbox's compose area (spec §2, §4): a search for recipients; with nothing typed, the
 * 'Recently Followed' favorites. Enter on a typed name opens the conversation with that blog. A
 * blog the sending blog can't message is listed with the reason, and Follow where that helps.
 */
export function RecipientPicker({ sender, onOpened }: RecipientPickerProps) {
  const [text, setText] = useState('');
  const fieldId = useId();
  const search = useParticipantSuggestions(sender.uuid, text);
  const favorites = useFavorites(sender.uuid, { limit: FAVORITES_LIMIT });
  // One of the spec's lines, chosen again for each query that finds no one.
  const noResults = useMemo(() => (search.query ? pickOne(NO_RECIPIENT_RESULTS) : ''), [search.query]);
  const results = search.blogs.filter((b) => b.uuid !== sender.uuid);

  const pick = (blog: Participant, context: string) => {
    if (openWithParticipant(blog, sender, context)) onOpened();
  };

  return (
    <div className={styles.picker}>
      <form
        className={styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          const name = text.trim().replace(/^@/, '');
          if (name) void openWithBlogName(name, sender, 'inbox:recipients').then((ok) => ok && onOpened());
        }}
      >
        <label htmlFor={fieldId} className={styles.to}>
          To:
        </label>
        <input
          id={fieldId}
          className={styles.input}
          type="search"
          // biome-ignore lint/a11y/noAutofocus: the compose toggle asked for a recipient; the field is the next step
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder="Blog name"
          value={text}
          maxLength={64}
          onChange={(event) => setText(event.target.value)}
          {...ARROW_FOCUS}
        />
      </form>
      {search.status === 'idle' ? (
        favorites.data && favorites.data.length > 0 ? (
          <section>
            <h3 className={styles.heading}>{messagingTexts.recentlyFollowed}</h3>
            <ParticipantList
              blogs={favorites.data.filter((b) => b.uuid !== sender.uuid)}
              sender={sender}
              label={messagingTexts.recentlyFollowed}
              onPick={(blog) => pick(blog, 'inbox:favorites')}
            />
          </section>
        ) : favorites.isPending ? (
          <Loader tone="dark" label="Loading favorites" />
        ) : (
          <p className={styles.hint}>Type the name of a blog to talk to.</p>
        )
      ) : search.status === 'error' ? (
        <p className={styles.hint}>{GENERIC_FETCH_ERRORS[0]}</p>
      ) : search.status === 'done' && results.length === 0 ? (
        <p className={styles.hint} role="status">
          {noResults}
        </p>
      ) : (
        <>
          {results.length > 0 && (
            <ParticipantList
              blogs={results}
              sender={sender}
              label="Search results"
              onPick={(blog) => pick(blog, 'inbox:typeahead')}
            />
          )}
          {search.status === 'loading' && <Loader tone="dark" label="Searching" />}
        </>
      )}
    </div>
  );
}
