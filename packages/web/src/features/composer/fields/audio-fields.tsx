import { useState } from 'react';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import type { ComposerUploads } from '../uploads/use-composer-uploads';
import type { FieldsProps } from './field-props';
import styles from './fields.module.css';
import { MediaUpload } from './media-upload';
import { PermissionCheckbox } from './permission-checkbox';
import { PlainInput } from './plain-field';
import { RichField } from './rich-field';

type Source = 'upload' | 'url';
const SOURCES = [
  { value: 'upload', label: 'Upload a file' },
  { value: 'url', label: 'Link to a file' },
] as const;

/** Audio: an uploaded file (with the permission checkbox) or an external URL, the track details and a caption. */
export function AudioFields({ form, update, uploads }: FieldsProps & { uploads: ComposerUploads }) {
  const [source, setSource] = useState<Source>(form.url && !form.preuploadUrl ? 'url' : 'upload');
  const choose = (next: Source) => {
    setSource(next);
    // Only one source goes with the post: leaving one forgets it.
    if (next === 'url') uploads.clearMedia('audio');
    else update({ url: '' });
  };

  return (
    <>
      <RadioGroup
        legend="Audio source"
        name="audio-source"
        value={source}
        options={SOURCES}
        onChange={choose}
      />
      {source === 'upload' ? (
        <>
          <MediaUpload kind="audio" storedUrl={form.preuploadUrl} uploads={uploads} />
          <PermissionCheckbox checked={form.confirmTos} onChange={(confirmTos) => update({ confirmTos })} />
        </>
      ) : (
        <PlainInput
          label="Audio URL"
          placeholder="Link to an audio file"
          type="url"
          inputMode="url"
          value={form.url}
          onChange={(e) => update({ url: e.target.value })}
        />
      )}
      <div className={styles.track}>
        <PlainInput
          label="Track title"
          value={form.trackTitle}
          onChange={(e) => update({ trackTitle: e.target.value })}
        />
        <PlainInput
          label="Artist"
          value={form.trackArtist}
          onChange={(e) => update({ trackArtist: e.target.value })}
        />
        <PlainInput
          label="Album"
          value={form.trackAlbum}
          onChange={(e) => update({ trackAlbum: e.target.value })}
        />
      </div>
      <RichField
        form={form}
        update={update}
        field="caption"
        label="Caption"
        placeholder="Add a caption, if you like"
      />
    </>
  );
}
