import type { ComposerChannel } from '@rookery/core';
import { Avatar } from '../../../ui/avatar/avatar';
import { ChevronDownIcon } from '../composer-icons';
import styles from './post-form.module.css';

interface BlogSelectorProps {
  channels: readonly Pick<ComposerChannel, 'name'>[];
  value: string;
  onChange: (name: string) => void;
  /** An edited post stays on its blog. */
  locked: boolean;
}

/** Which blog the post goes to: any of the user's blogs (spec document 1 §6 target blog). */
export function BlogSelector({ channels, value, onChange, locked }: BlogSelectorProps) {
  return (
    <div className={styles.blog}>
      <Avatar blogName={value} size={40} alt="" />
      {locked || channels.length < 2 ? (
        <span className={styles.blogName}>{value}</span>
      ) : (
        <span className={styles.blogSelect}>
          <select aria-label="Blog" value={value} onChange={(e) => onChange(e.target.value)}>
            {channels.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon />
        </span>
      )}
    </div>
  );
}
