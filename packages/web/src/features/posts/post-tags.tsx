import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styles from './post-tags.module.css';
import { splitTags } from './tag-split';

const tagPath = (tag: string) => `/tagged/${encodeURIComponent(tag)}`;

/**
 * A post's tags on one line; 'See all' shows the rest and goes away (doc 2 §4: it expands once,
 * there is no collapsing again). Focus moves to the first tag revealed, so a keyboard user carries on
 * where the button was.
 */
export function PostTags({ tags }: { tags: string[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const revealed = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (expanded) revealed.current?.focus();
  }, [expanded]);
  if (tags.length === 0) return null;
  const { first, rest } = splitTags(tags);
  const shown = expanded ? tags : first;

  return (
    <div className={styles.tags} data-expanded={expanded ? '' : undefined}>
      <ul id={listId} className={styles.list} aria-label="Tags">
        {shown.map((tag, i) => (
          <li key={tag}>
            <Link to={tagPath(tag)} className={styles.tag} ref={i === first.length ? revealed : undefined}>
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
      {!expanded && rest.length > 0 && (
        <button
          type="button"
          className={styles.seeAll}
          aria-controls={listId}
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          See all
        </button>
      )}
    </div>
  );
}
