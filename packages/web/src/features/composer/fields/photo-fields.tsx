import { MAX_PHOTOS_PER_POST, uploadAccept } from '@rookery/core';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { PhotoFromAddress } from '../../embeds/photo-from-address';
import { PostTypeIcon } from '../post-type-icons';
import type { ComposerUploads } from '../uploads/use-composer-uploads';
import type { FieldsProps } from './field-props';
import styles from './fields.module.css';
import { FilePickButton } from './file-pick-button';
import { layoutFor, PHOTOS_PER_ROW_CHOICES, perRowOf, relayout } from './photo-layout';
import { PhotoRow } from './photo-row';
import { addPhoto, movePhoto, updatePhoto } from './photos';
import { PlainInput } from './plain-field';
import { RichField } from './rich-field';
import { UploadProblems } from './upload-problems';

const PER_ROW_LABELS: Record<(typeof PHOTOS_PER_ROW_CHOICES)[number], string> = {
  1: 'One per row',
  2: 'Two per row',
  3: 'Three per row',
};

/** Photo: up to ten uploaded photos with captions, their order and layout, a caption and a click-through link. */
export function PhotoFields({ form, update, uploads }: FieldsProps & { uploads: ComposerUploads }) {
  const { photos } = form;
  const room = MAX_PHOTOS_PER_POST - photos.length;
  const perRow = String(perRowOf(form.layout)) as `${(typeof PHOTOS_PER_ROW_CHOICES)[number]}`;

  return (
    <>
      {photos.length > 0 && (
        <ol className={styles.photoList} aria-label="Photos">
          {photos.map((photo, index) => (
            <PhotoRow
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              upload={uploads.items.find((item) => item.id === photo.id)}
              onCaption={(caption) => update({ photos: updatePhoto(photos, photo.id, { caption }) })}
              onLive={(livephotoUrl) => update({ photos: updatePhoto(photos, photo.id, { livephotoUrl }) })}
              onMove={(step) => update({ photos: movePhoto(photos, photo.id, step) })}
              onRemove={() => uploads.removePhoto(photo.id)}
            />
          ))}
        </ol>
      )}
      {room > 0 && (
        <FilePickButton
          label={photos.length ? 'Add another photo' : 'Upload photos'}
          icon={<PostTypeIcon type="photo" size={photos.length ? 20 : 32} />}
          accept={uploadAccept('image')}
          multiple
          variant={photos.length ? 'small' : 'large'}
          onPick={uploads.addPhotos}
        />
      )}
      {room > 0 && (
        <PhotoFromAddress
          onAdd={(upload) => {
            const next = addPhoto(photos, {
              preuploadUrl: upload.url,
              url: upload.url,
              caption: '',
              ...(upload.width ? { width: upload.width } : {}),
              ...(upload.height ? { height: upload.height } : {}),
            });
            update({ photos: next, layout: relayout(form.layout, next.length) });
          }}
        />
      )}
      <UploadProblems problems={uploads.problems.image} />
      {photos.length > 1 && (
        <RadioGroup
          legend="Layout"
          name="photoset-layout"
          value={perRow}
          options={PHOTOS_PER_ROW_CHOICES.map((n) => ({
            value: String(n) as typeof perRow,
            label: PER_ROW_LABELS[n],
          }))}
          onChange={(value) => update({ layout: layoutFor(photos.length, Number(value)) })}
        />
      )}
      <RichField
        form={form}
        update={update}
        field="caption"
        label="Caption"
        placeholder="Add a caption, if you like"
      />
      <PlainInput
        label="Click-through link"
        placeholder="Click-through link, if you like"
        type="url"
        inputMode="url"
        value={form.linkthrough}
        onChange={(e) => update({ linkthrough: e.target.value })}
      />
    </>
  );
}
