import type { ComposerUploads } from '../uploads/use-composer-uploads';
import { CaptionsField } from './captions-field';
import type { FieldsProps } from './field-props';
import { MediaSource } from './media-source';
import { PlainTextArea } from './plain-field';
import { RichField } from './rich-field';

/** Video: an uploaded file (with the permission checkbox) or an embed code, and a caption. */
export function VideoFields({ form, update, uploads }: FieldsProps & { uploads: ComposerUploads }) {
  return (
    <>
      <MediaSource
        form={form}
        update={update}
        kind="video"
        uploads={uploads}
        legend="Video source"
        uploadLabel="Upload a video"
        otherLabel="Embed code"
        usesOther={Boolean(form.embedCode)}
        clearOther={() => update({ embedCode: '' })}
        other={
          <PlainTextArea
            label="Embed code"
            placeholder="Paste an embed code (an iframe) or a link to the video"
            value={form.embedCode}
            onChange={(e) => update({ embedCode: e.target.value })}
          />
        }
      />
      {form.preuploadUrl && (
        <CaptionsField key={form.preuploadUrl} videoUrl={form.preuploadUrl} initialUrl={null} />
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
