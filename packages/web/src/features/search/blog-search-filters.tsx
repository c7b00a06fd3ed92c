import { BLOG_SEARCH_POST_TYPES, type BlogSearchPostType, type BlogSearchSort } from '@rookery/core';
import { useId } from 'react';
import { Popover } from '../../ui/popover/popover';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import { Switch } from '../../ui/switch/switch';
import { SelectField } from '../../ui/text-field/select-field';
import type { BlogSearchFilters } from './blog-search-model';
import styles from './search-filters.module.css';

const SORTS: readonly { value: BlogSearchSort; label: string }[] = [
  { value: 'CREATED_DESC', label: 'Recent' },
  { value: 'POPULARITY_DESC', label: 'Popular' },
];

const TYPES: readonly { value: BlogSearchPostType; label: string }[] = BLOG_SEARCH_POST_TYPES.map((type) => ({
  value: type,
  label: type === 'ANY' ? 'All types' : `${type.charAt(0)}${type.slice(1).toLowerCase()}`,
}));

interface BlogSearchFiltersPopoverProps {
  anchor: HTMLElement | null;
  value: BlogSearchFilters;
  onChange: (next: BlogSearchFilters) => void;
  onClose: () => void;
  /** The model's showNsfwSwitch: Safe search for signed-in readers. */
  safeSearch: boolean;
}

/**
 * A blog search's filters (spec document 2 §3, §9): the sort (CREATED_DESC 'Recent',
 * POPULARITY_DESC 'Popular'), the post type, 'Original posts only' (post_role ORIGINAL) and Safe
 * search (filter_nsfw). A change is a new search and closes the popover (its caller does both).
 */
export function BlogSearchFiltersPopover({
  anchor,
  value,
  onChange,
  onClose,
  safeSearch,
}: BlogSearchFiltersPopoverProps) {
  const name = useId();
  return (
    <Popover anchor={anchor} onClose={onClose} label="Search filters">
      <div className={`${styles.fields} ${styles.column}`}>
        <RadioGroup
          legend="Sort"
          name={`${name}-sort`}
          value={value.sort}
          options={SORTS}
          onChange={(sort) => onChange({ ...value, sort })}
        />
        <SelectField
          label="Post type"
          value={value.post_type}
          options={TYPES}
          onChange={(type) => onChange({ ...value, post_type: type })}
        />
        <div>
          <Switch
            label="Original posts only"
            checked={value.post_role === 'ORIGINAL'}
            onChange={(on) => onChange({ ...value, post_role: on ? 'ORIGINAL' : 'ANY' })}
          />
          {safeSearch && (
            <Switch
              label="Safe search"
              checked={value.filter_nsfw}
              onChange={(on) => onChange({ ...value, filter_nsfw: on })}
            />
          )}
        </div>
      </div>
    </Popover>
  );
}
