import { Popover } from '../../ui/popover/popover';
import type { SiteSearchChoice } from './search-location';
import { SiteSearchFilterFields } from './site-search-filter-fields';

interface SearchFiltersPopoverProps {
  anchor: HTMLElement | null;
  value: SiteSearchChoice;
  onChange: (next: SiteSearchChoice) => void;
  onClose: () => void;
}

/**
 * The phone header's filter popover (spec document 3 §2, §4): sort, post type and Safe search. A
 * change is a new search, and the popover closes (its caller does both); Tab stays inside while it
 * is open and focus goes back to the filter button when it closes (ui/popover).
 */
export function SearchFiltersPopover({ anchor, value, onChange, onClose }: SearchFiltersPopoverProps) {
  return (
    <Popover anchor={anchor} onClose={onClose} label="Search filters">
      <SiteSearchFilterFields value={value} onChange={onChange} safeSearch layout="column" />
    </Popover>
  );
}
