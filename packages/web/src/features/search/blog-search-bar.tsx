import {
  BLOG_SEARCH_TAGS_HIDE_DELAY_MS,
  blogSearchTerm,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TERM_MAX_LENGTH,
} from '@rookery/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterIcon, Icon, SearchIcon } from '../../ui/icons/icons';
import { KEEP_FOCUS } from '../../ui/layout/use-focus-on-navigation';
import { usePopoverAnchor } from '../../ui/popover/use-popover-anchor';
import { useCurrentUser } from '../accounts/use-session';
import styles from './blog-search-bar.module.css';
import { BlogSearchFiltersPopover, BlogSearchTags } from './blog-search-chunks';
import { type BlogSearchFilters, type BlogSearchPlace, blogSearchPath } from './blog-search-model';
import { useCombobox } from './use-combobox';
import { useDebouncedValue } from './use-debounced-value';
import { useSearchText } from './use-search-text';

const BackArrowIcon = () => (
  <Icon>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Icon>
);

interface BlogSearchBarProps {
  blog: string;
  place: BlogSearchPlace;
  /** The term searched for on screen; empty on the blog's posts. */
  term: string;
  filters: BlogSearchFilters;
}

/**
 * A blog's search bar (spec document 2 §2–§5, §9): a back arrow that clears, the field 'Search
 * {blogname}', the search icon that submits and the filter icon. While the field has focus it offers
 * the blog's 'Popular Tags:' (narrowed by what is typed, hidden BLOG_SEARCH_TAGS_HIDE_DELAY_MS after
 * it loses focus); picking one searches for it. A search is an address (blog-search-model.ts), so a
 * new term or filter starts the results over. A filter change searches again at once and closes the
 * popover; without a term it waits for the next search.
 */
export function BlogSearchBar({ blog, place, term, filters }: BlogSearchBarProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [text, setText] = useSearchText(term);
  const [chosen, setChosen] = useState(filters);
  const [shownFilters, setShownFilters] = useState(filters);
  if (filters !== shownFilters) {
    setShownFilters(filters);
    setChosen(filters);
  }
  const popover = usePopoverAnchor();
  const input = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  // An empty search on a search's results goes back to the blog's posts, as the back arrow does.
  const search = (raw: string) => {
    combobox.hide();
    const clean = blogSearchTerm(raw);
    if (!clean && !term) return;
    navigate(blogSearchPath(place, blog, clean, chosen));
  };
  const combobox = useCombobox<string>({ onPick: (tag) => search(tag), onSubmit: () => search(text) });
  const settled = useDebouncedValue(blogSearchTerm(text), SEARCH_DEBOUNCE_MS);

  const clear = () => {
    setText('');
    combobox.hide();
    if (term) navigate(blogSearchPath(place, blog, ''));
    else input.current?.focus();
  };

  const changeFilters = (next: BlogSearchFilters) => {
    setChosen(next);
    popover.close();
    const clean = blogSearchTerm(text) || term;
    if (clean) navigate(blogSearchPath(place, blog, clean, next), { state: KEEP_FOCUS });
  };

  return (
    <search aria-label={`Search ${blog}`} className={styles.bar}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          search(text);
        }}
      >
        {(text || term) && (
          <button type="button" className={styles.iconButton} aria-label="Clear search" onClick={clear}>
            <BackArrowIcon />
          </button>
        )}
        <div className={styles.field}>
          <input
            ref={input}
            type="search"
            className={styles.input}
            placeholder={`Search ${blog}`}
            aria-label={`Search ${blog}`}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH_TERM_MAX_LENGTH}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              combobox.show();
            }}
            onFocus={() => {
              window.clearTimeout(hideTimer.current);
              combobox.show();
            }}
            onBlur={() => {
              hideTimer.current = window.setTimeout(combobox.hide, BLOG_SEARCH_TAGS_HIDE_DELAY_MS);
            }}
            {...combobox.inputProps}
          />
          <button type="submit" className={styles.submit} aria-label="Search">
            <SearchIcon />
          </button>
          {combobox.open && (
            <Suspense fallback={null}>
              <BlogSearchTags blog={blog} query={settled} combobox={combobox} onPick={search} />
            </Suspense>
          )}
        </div>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Search filters"
          {...popover.anchorProps}
        >
          <FilterIcon />
        </button>
        {popover.open && (
          <Suspense fallback={null}>
            <BlogSearchFiltersPopover
              anchor={popover.anchor}
              value={chosen}
              onChange={changeFilters}
              onClose={popover.close}
              safeSearch={!!user}
            />
          </Suspense>
        )}
      </form>
    </search>
  );
}
