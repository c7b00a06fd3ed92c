import { type KeyboardEvent, useState } from 'react';
import { CloseIcon } from '../../../ui/icons/icons';
import styles from './post-form.module.css';
import { addTags } from './tags';

/** The tag list: chips, and a field where Enter or a comma adds what was typed; Backspace on empty removes the last. */
export function TagEditor({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');

  const commit = (text: string) => {
    if (text.trim()) onChange(addTags(tags, text));
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(typed);
    } else if (event.key === 'Backspace' && typed === '' && tags.length) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={styles.tagEditor}>
      {tags.length > 0 && (
        <ul className={styles.tagList} aria-label="Tags on this post">
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              #{tag}
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className={styles.tagInput}
        aria-label="Tags"
        placeholder={tags.length ? '' : '#tags'}
        value={typed}
        onChange={(e) => {
          // A pasted "a, b, c" becomes three tags at once; the part after the last comma stays typed.
          const value = e.target.value;
          const cut = value.lastIndexOf(',');
          if (cut < 0) return setTyped(value);
          onChange(addTags(tags, value.slice(0, cut)));
          setTyped(value.slice(cut + 1));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(typed)}
      />
    </div>
  );
}
