import type { PostForm } from '@rookery/core';
import { useEffect, useId, useRef } from 'react';
import { Switch } from '../../../ui/switch/switch';
import type { FieldsProps } from '../fields/field-props';
import { CustomUrlField } from './custom-url-field';
import { PostDateField } from './post-date-field';
import styles from './post-options.module.css';
import { SourceUrlField } from './source-url-field';

interface PostOptionsPanelProps extends FieldsProps {
  id: string;
  disabled: boolean;
}

/** A queued or scheduled post gets its date when it goes out; the others may be given one. */
const hasOwnDate = (form: PostForm) =>
  form.mode === 'edit' && form.state !== 'queued' && form.state !== 'scheduled';

/**
 * The post's options, opened from the gear beside the post button: its custom URL, where its
 * content came from, its date (when editing) and who may do what with it. All of it is the post
 * form's own fields, saved with the post.
 */
export function PostOptionsPanel({ id, form, update, disabled }: PostOptionsPanelProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);

  // It opens at the end of the form's scrolling body, maybe out of sight: bring it in and start there.
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);

  return (
    <section ref={section} id={id} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Post options
      </h2>
      <fieldset className={styles.fields} disabled={disabled}>
        <CustomUrlField
          blog={form.tumblelog}
          postId={form.postId}
          value={form.customUrl}
          onChange={(customUrl) => update({ customUrl })}
        />
        <SourceUrlField value={form.sourceUrl} onChange={(sourceUrl) => update({ sourceUrl })} />
        {hasOwnDate(form) && (
          <PostDateField value={form.postDate} onChange={(postDate) => update({ postDate })} />
        )}
        <div className={styles.switches}>
          <Switch
            label="Let people reblog this"
            checked={form.canBeReblogged}
            onChange={(canBeReblogged) => update({ canBeReblogged })}
          />
          <Switch
            label="Let people like this"
            checked={form.canBeLiked}
            onChange={(canBeLiked) => update({ canBeLiked })}
          />
          <Switch
            label="Community label: mature"
            description="For content some people would rather not see."
            checked={form.owner_flagged_nsfw}
            onChange={(owner_flagged_nsfw) => update({ owner_flagged_nsfw })}
          />
          <Switch
            label="Members only"
            description="Only your blog's members see it."
            checked={form.members_only}
            onChange={(members_only) => update({ members_only })}
          />
        </div>
      </fieldset>
    </section>
  );
}
