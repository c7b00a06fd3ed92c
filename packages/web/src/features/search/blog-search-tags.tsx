import { useEffect, useId } from 'react';
import { Loader } from '../../ui/loader/loader';
import styles from './blog-search-bar.module.css';
import { useBlogSearchTags } from './use-blog-search-tags';
import type { Combobox } from './use-combobox';

interface BlogSearchTagsProps {
  blog: string;
  /** What is typed, # stripped, once typing has paused: the tags beginning with it. */
  query: string;
  combobox: Combobox<string>;
  onPick: (tag: string) => void;
}

/**
 * 'Popular Tags:' under a blog's search field (spec document 2 §2, §5): the blog's most used tags,
 * at most BLOG_SEARCH_TYPEAHEAD_MAX, as a listbox the field controls. Nothing when the blog has no
 * tags to offer.
 */
export function BlogSearchTags({ blog, query, combobox, onPick }: BlogSearchTagsProps) {
  const tags = useBlogSearchTags(blog, query);
  const captionId = useId();
  const { setOptions, setActive, listId, optionId, active } = combobox;
  const options = tags.data;

  useEffect(() => {
    setOptions(options ?? []);
    return () => setOptions([]);
  }, [options, setOptions]);

  if (tags.isSuccess && tags.data.length === 0) return null;
  if (tags.isError) return null;

  return (
    // Pressing on the list would take focus from the field, whose blur hides the list.
    // biome-ignore lint/a11y/noStaticElementInteractions: keeps the focus where it is; no action of its own
    <div className={`surface ${styles.tags}`} onMouseDown={(event) => event.preventDefault()}>
      <div id={captionId} className={styles.tagsCaption}>
        Popular Tags:
      </div>
      {options ? (
        <div id={listId} role="listbox" aria-labelledby={captionId} className={styles.tagList}>
          {options.map((tag, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the field's aria-activedescendant; focus stays in the field
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's keys pick options
            <div
              key={tag}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.tag}
              onClick={() => onPick(tag)}
              onPointerMove={() => index !== active && setActive(index)}
            >
              #{tag}
            </div>
          ))}
        </div>
      ) : (
        <Loader tone="dark" label="Loading the blog's tags" size="small" />
      )}
    </div>
  );
}
