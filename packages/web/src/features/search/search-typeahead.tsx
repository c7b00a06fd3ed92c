import type { SiteSearchFilters } from '@rookery/core';
import { useEffect, useMemo } from 'react';
import { Avatar } from '../../ui/avatar/avatar';
import { Loader } from '../../ui/loader/loader';
import styles from './search-typeahead.module.css';
import { type TypeaheadOption, typeaheadOptions } from './typeahead-options';
import type { Combobox } from './use-combobox';
import { useSearchTypeahead } from './use-search-typeahead';

interface SearchTypeaheadProps {
  /** The text as typed (trimmed): the last suggestion searches for it. */
  text: string;
  /** The text once typing has paused: what the server is asked about. */
  query: string;
  filters: SiteSearchFilters | undefined;
  combobox: Combobox<TypeaheadOption>;
  onPick: (path: string) => void;
}

const postsLabel = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/**
 * The suggestions under the header's search field: blogs and tags about the text, and a search for
 * it. A listbox the field controls (focus stays in the field); a pointer picks with a click. The
 * last answer stays while the next is asked for; the loader shows only if that takes a while.
 */
export function SearchTypeahead({ text, query, filters, combobox, onPick }: SearchTypeaheadProps) {
  const answer = useSearchTypeahead(query);
  const options = useMemo(() => typeaheadOptions(answer.data, text, filters), [answer.data, text, filters]);
  const { setOptions, setActive, listId, optionId, active } = combobox;

  useEffect(() => {
    setOptions(options);
    return () => setOptions([]);
  }, [options, setOptions]);

  const option = (item: TypeaheadOption, index: number) => (
    // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the field's aria-activedescendant; focus stays in the field
    // biome-ignore lint/a11y/useKeyWithClickEvents: the field's keys pick options
    <div
      key={item.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={styles.option}
      onClick={() => onPick(item.path)}
      onPointerMove={() => index !== active && setActive(index)}
    >
      {item.kind === 'blog' ? (
        <>
          <Avatar blogName={item.blog.name} size={24} shape={item.blog.avatar_shape} alt="" />
          <span className={styles.text}>
            <span className={styles.primary}>{item.blog.name}</span>
            {item.blog.title && item.blog.title !== item.blog.name && (
              <span className={styles.secondary}>{item.blog.title}</span>
            )}
          </span>
        </>
      ) : item.kind === 'tag' ? (
        <>
          <span className={styles.hash} aria-hidden="true">
            #
          </span>
          <span className={styles.text}>
            <span className={styles.primary}>#{item.tag}</span>
            <span className={styles.secondary}>{postsLabel(item.count)}</span>
          </span>
        </>
      ) : (
        <span className={styles.text}>
          <span className={styles.primary}>Search for “{item.text}”</span>
        </span>
      )}
    </div>
  );

  const group = (label: string, kind: TypeaheadOption['kind']) => {
    const items = options.flatMap((item, index) => (item.kind === kind ? [option(item, index)] : []));
    if (items.length === 0) return null;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox; a fieldset is for form controls
      <div role="group" aria-label={label} className={styles.group}>
        <div className={styles.caption} aria-hidden="true">
          {label}
        </div>
        {items}
      </div>
    );
  };

  return (
    // Pressing on the list would take focus from the field, and the field's blur closes the list.
    // biome-ignore lint/a11y/noStaticElementInteractions: keeps the focus where it is; no action of its own
    <div className={`surface ${styles.popup}`} onMouseDown={(event) => event.preventDefault()}>
      <div id={listId} role="listbox" aria-label="Search suggestions" className={styles.list}>
        {group('Blogs', 'blog')}
        {group('Tags', 'tag')}
        {options.map((item, index) => (item.kind === 'search' ? option(item, index) : null))}
      </div>
      {answer.isFetching && (
        <div className={styles.loading}>
          <Loader tone="dark" label="Searching" size="small" />
        </div>
      )}
    </div>
  );
}
