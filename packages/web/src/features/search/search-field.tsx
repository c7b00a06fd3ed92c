import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_TERM_MAX_LENGTH,
  type SiteSearchFilters,
  searchPath,
} from '@rookery/core';
import { type Ref, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../ui/icons/icons';
import { SearchTypeahead } from './search-chunks';
import styles from './search-field.module.css';
import type { TypeaheadOption } from './typeahead-options';
import { useCombobox } from './use-combobox';
import { useDebouncedValue } from './use-debounced-value';

interface SearchFieldProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The filters a search from here carries: the search page's, or the phone's filter popover's. */
  filters?: SiteSearchFilters | undefined;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The header's search (desktop and phone): a field with suggestions of blogs and tags as you type
 * (debounced SEARCH_DEBOUNCE_MS, a loader only after LOADER_DELAY_MS). Arrows go through them,
 * Enter opens the highlighted one or searches for the text (`/search?q=`), Escape closes the list.
 * Only the field is in the first paint; the list comes in a chunk of its own.
 */
export function SearchField({ text, onTextChange, filters, inputRef, className }: SearchFieldProps) {
  const navigate = useNavigate();
  const go = (path: string) => {
    combobox.hide();
    navigate(path);
  };
  const submit = () => {
    const q = text.trim();
    if (q) go(searchPath(q, filters));
  };
  const combobox = useCombobox<TypeaheadOption>({ onPick: (option) => go(option.path), onSubmit: submit });
  const q = text.trim();
  // Debounced here, where the field lives from the start: the list, mounted on the first key, asks
  // only once the typing has paused.
  const settled = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);

  return (
    <search aria-label="Site search" className={`${styles.search} ${className ?? ''}`}>
      <form
        action="/search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <span className={styles.icon}>
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          type="search"
          name="q"
          className={styles.input}
          placeholder="Search Rookery"
          aria-label="Search Rookery"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TERM_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            combobox.show();
          }}
          onFocus={combobox.show}
          onBlur={combobox.hide}
          {...combobox.inputProps}
        />
        {combobox.open && q && (
          <Suspense fallback={null}>
            <SearchTypeahead text={q} query={settled} filters={filters} combobox={combobox} onPick={go} />
          </Suspense>
        )}
      </form>
    </search>
  );
}
