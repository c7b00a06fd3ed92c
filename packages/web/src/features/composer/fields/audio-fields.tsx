import type { ComposerUploads } from '../uploads/use-composer-uploads';
import type { FieldsProps } from './field-props';
import styles from './fields.module.css';
import { MediaSource } from './media-source';
import { PlainInput } from './plain-field';
import { RichField } from './rich-field';

/** Audio: an uploaded file (with the permission checkbox) or an external URL, the track details and a caption. */
export function AudioFields({ form, update, uploads }: FieldsProps & { uploads: ComposerUploads }) {
  return (
    <>
      <MediaSource
        form={form}
        update={update}
        kind="audio"
        uploads={uploads}
        legend="Audio source"
        uploadLabel="Upload a file"
        otherLabel="Link to a file"
        usesOther={Boolean(form.url)}
        clearOther={() => update({ url: '' })}
        other={
          <PlainInput
            label="Audio URL"
            placeholder="Link to an audio file"
            type="url"
            inputMode="url"
            value={form.url}
            onChange={(e) => update({ url: e.target.value })}
          />
        }
      />
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
