import { SITE_SEARCH_POST_TYPES, type SiteSearchPostType, type SiteSearchSort } from '@rookery/core';
import { useId } from 'react';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import { Switch } from '../../ui/switch/switch';
import { SelectField } from '../../ui/text-field/select-field';
import styles from './search-filters.module.css';
import type { SiteSearchChoice } from './search-location';

const SORTS: readonly { value: SiteSearchSort; label: string }[] = [
  { value: 'top', label: 'Top' },
  { value: 'recent', label: 'Recent' },
];

const TYPES: readonly { value: SiteSearchPostType; label: string }[] = SITE_SEARCH_POST_TYPES.map((type) => ({
  value: type,
  label: type === 'any' ? 'All types' : `${type.charAt(0).toUpperCase()}${type.slice(1)}`,
}));

interface SiteSearchFilterFieldsProps {
  value: SiteSearchChoice;
  onChange: (next: SiteSearchChoice) => void;
  /** The Safe search switch: only for signed-in readers (spec document 3 §6); visitors' stays on. */
  safeSearch: boolean;
  layout: 'row' | 'column';
}

/**
 * The site search's filters (spec document 3 §2): the sort (top or recent), the post type, and
 * Safe search (filter_nsfw). Each change is the caller's to submit.
 */
export function SiteSearchFilterFields({ value, onChange, safeSearch, layout }: SiteSearchFilterFieldsProps) {
  const name = useId();
  return (
    <div className={`${styles.fields} ${styles[layout]}`}>
      <RadioGroup
        legend="Sort"
        name={`${name}-sort`}
        value={value.sort}
        options={SORTS}
        onChange={(sort) => onChange({ ...value, sort })}
      />
      <SelectField
        label="Post type"
        className={styles.type}
        value={value.filter_post_type}
        options={TYPES}
        onChange={(type) => onChange({ ...value, filter_post_type: type })}
      />
      {safeSearch && (
        <Switch
          label="Safe search"
          checked={value.filter_nsfw}
          onChange={(on) => onChange({ ...value, filter_nsfw: on })}
        />
      )}
    </div>
  );
}
