import { useCallback, useState } from 'react';
import { DEFAULT_SITE_SEARCH, type SiteSearchChoice } from './search-location';
import { useSearchText } from './use-search-text';
import { useSiteSearch } from './use-site-search';

/**
 * The phone header's search (spec document 3 §2, §4): whether its field is shown, what it holds,
 * and the filters a search from it carries. On a search page the field is shown with the page's
 * term and filters; leaving it puts the field away. `show` also asks for the focus (a new
 * `focusRequest`), as a tap on the search button means to type.
 */
export function useMobileSearch() {
  const site = useSiteSearch();
  const [text, setText] = useSearchText(site?.term ?? '');
  const [visible, setVisible] = useState(!!site?.term);
  const [filters, setFilters] = useState<SiteSearchChoice>(site?.filters ?? DEFAULT_SITE_SEARCH);
  const [focusRequest, setFocusRequest] = useState(0);
  const [seen, setSeen] = useState(site);
  if (site !== seen) {
    setSeen(site);
    setVisible(!!site?.term);
    if (site) setFilters(site.filters);
  }

  return {
    term: site?.term ?? '',
    text,
    setText,
    visible,
    filters,
    setFilters,
    focusRequest,
    show: useCallback(() => {
      setVisible(true);
      setFocusRequest((n) => n + 1);
    }, []),
    hide: useCallback(() => setVisible(false), []),
  };
}

export type MobileSearchState = ReturnType<typeof useMobileSearch>;
