import { searchPath } from '@rookery/core';
import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CloseIcon, FilterIcon, SearchIcon } from '../../ui/icons/icons';
import { KEEP_FOCUS } from '../../ui/layout/use-focus-on-navigation';
import { usePopoverAnchor } from '../../ui/popover/use-popover-anchor';
import headerStyles from '../header/header.module.css';
import styles from './mobile-search.module.css';
import { searchButtonAction } from './search-button-action';
import { SearchFiltersPopover } from './search-chunks';
import { SearchField } from './search-field';
import type { SiteSearchChoice } from './search-location';
import type { MobileSearchState } from './use-mobile-search';

const BUTTON_LABEL = { show: 'Open search', hide: 'Close search', submit: 'Search' } as const;

/**
 * The phone header's search (spec document 3 §2, §4, §6): the field, the search button that shows,
 * hides or submits it (search-button-action.ts), and for signed-in readers the filter icon whose
 * popover's every change is a new search (`/search/{term}?…`) that closes it. Escape in the field,
 * with no suggestions open, puts the field away.
 */
export function MobileSearch({ search, signedIn }: { search: MobileSearchState; signedIn: boolean }) {
  const navigate = useNavigate();
  const filters = usePopoverAnchor();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const action = searchButtonAction(search.visible, search.text);

  // A task later: opened from the drawer, the field is inert until the drawer's modal dialog has
  // closed, and closing hands the focus back to the menu button first.
  useEffect(() => {
    if (search.focusRequest === 0) return;
    const timer = window.setTimeout(() => input.current?.focus());
    return () => window.clearTimeout(timer);
  }, [search.focusRequest]);

  const onButton = () => {
    if (action === 'show') search.show();
    else if (action === 'hide') search.hide();
    else navigate(searchPath(search.text.trim(), search.filters));
  };

  const changeFilters = (next: SiteSearchChoice) => {
    search.setFilters(next);
    filters.close();
    const q = search.text.trim() || search.term;
    if (q) navigate(searchPath(q, next), { state: KEEP_FOCUS });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the field inside, a keyboard shortcut of the field's
    <div
      className={`${styles.search} ${search.visible ? styles.open : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented || event.target !== input.current) return;
        event.preventDefault();
        search.hide();
        button.current?.focus();
      }}
    >
      {search.visible && (
        <SearchField
          className={styles.field}
          text={search.text}
          onTextChange={search.setText}
          filters={search.filters}
          inputRef={input}
        />
      )}
      <button
        ref={button}
        type="button"
        className={headerStyles.iconButton}
        aria-label={BUTTON_LABEL[action]}
        onClick={onButton}
      >
        {action === 'hide' ? <CloseIcon /> : <SearchIcon />}
      </button>
      {signedIn && search.visible && (
        <>
          <button
            type="button"
            className={headerStyles.iconButton}
            aria-label="Search filters"
            title="Search filters"
            {...filters.anchorProps}
          >
            <FilterIcon />
          </button>
          {filters.open && (
            <Suspense fallback={null}>
              <SearchFiltersPopover
                anchor={filters.anchor}
                value={search.filters}
                onChange={changeFilters}
                onClose={filters.close}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
