import { useState } from 'react';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import type { ComposerUploads } from '../uploads/use-composer-uploads';
import type { FieldsProps } from './field-props';
import { MediaUpload } from './media-upload';
import { PermissionCheckbox } from './permission-checkbox';
import { PlainTextArea } from './plain-field';
import { RichField } from './rich-field';

type Source = 'upload' | 'embed';
const SOURCES = [
  { value: 'upload', label: 'Upload a video' },
  { value: 'embed', label: 'Embed code' },
] as const;

/** Video: an uploaded file (with the permission checkbox) or an embed code, and a caption. */
export function VideoFields({ form, update, uploads }: FieldsProps & { uploads: ComposerUploads }) {
  const [source, setSource] = useState<Source>(form.embedCode && !form.preuploadUrl ? 'embed' : 'upload');
  const choose = (next: Source) => {
    setSource(next);
    if (next === 'embed') uploads.clearMedia('video');
    else update({ embedCode: '' });
  };

  return (
    <>
      <RadioGroup
        legend="Video source"
        name="video-source"
        value={source}
        options={SOURCES}
        onChange={choose}
      />
      {source === 'upload' ? (
        <>
          <MediaUpload kind="video" storedUrl={form.preuploadUrl} uploads={uploads} />
          <PermissionCheckbox checked={form.confirmTos} onChange={(confirmTos) => update({ confirmTos })} />
        </>
      ) : (
        <PlainTextArea
          label="Embed code"
          placeholder="Paste an embed code (an iframe) or a link to the video"
          value={form.embedCode}
          onChange={(e) => update({ embedCode: e.target.value })}
        />
      )}
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
