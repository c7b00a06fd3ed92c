import { isValidUrl, messages } from '@rookery/core';
import { useState } from 'react';
import { LinkThumbnail } from '../../embeds/link-thumbnail';
import { useLinkReader } from '../../embeds/use-link-reader';
import type { FieldsProps } from './field-props';
import styles from './fields.module.css';
import { PlainInput, PlainTextArea } from './plain-field';
import { RichField } from './rich-field';
import { TitleField } from './title-field';

/**
 * Link: the address (checked when the field is left, with the spec's message), read as it is typed
 * for its page's title, excerpt, author and picture (each still the author's to change), and a
 * description.
 */
export function LinkFields({ form, update }: FieldsProps) {
  const [checked, setChecked] = useState(false);
  const readProblem = useLinkReader(form, update);
  const urlProblem = checked && form.url.trim() && !isValidUrl(form.url) ? messages.postInvalidUrl : null;
  return (
    <>
      <PlainInput
        label="URL"
        placeholder="Type or paste a URL"
        size="title"
        type="url"
        inputMode="url"
        autoComplete="off"
        value={form.url}
        error={urlProblem}
        onChange={(e) => update({ url: e.target.value })}
        onBlur={() => setChecked(true)}
      />
      {(form.loading || readProblem) && (
        <p className={styles.hint} role="status">
          {form.loading
            ? messages.postLoadingOpenGraph
            : `The page could not be read (${readProblem}) Fill in its details yourself, if you like.`}
        </p>
      )}
      <LinkThumbnail src={form.thumbnail} onRemove={() => update({ thumbnail: '' })} />
      <TitleField
        form={form}
        update={update}
        label="Link title"
        placeholder="Title, if you like"
        size="normal"
      />
      <PlainTextArea
        label="Excerpt"
        placeholder="Excerpt, if you like"
        value={form.excerpt}
        onChange={(e) => update({ excerpt: e.target.value })}
      />
      <PlainInput
        label="Author"
        placeholder="Author, if you like"
        value={form.author}
        onChange={(e) => update({ author: e.target.value })}
      />
      <RichField
        form={form}
        update={update}
        field="caption"
        label="Description"
        placeholder="Description, if you like"
      />
    </>
  );
}
