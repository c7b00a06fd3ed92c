import { useVideoPreview } from '../../embeds/use-video-preview';
import { VideoPreviewPanel } from '../../embeds/video-preview';
import type { ComposerUploads } from '../uploads/use-composer-uploads';
import { CaptionsField } from './captions-field';
import type { FieldsProps } from './field-props';
import { MediaSource } from './media-source';
import { PlainTextArea } from './plain-field';
import { RichField } from './rich-field';

/** The composer's column is about this wide: the preview's player is asked for at it. */
const PREVIEW_WIDTH = 540;

/** Video: an uploaded file (with the permission checkbox) or an embed code, and a caption. */
export function VideoFields({ form, update, uploads }: FieldsProps & { uploads: ComposerUploads }) {
  const preview = useVideoPreview(form.embedCode, PREVIEW_WIDTH);
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
          <>
            <PlainTextArea
              label="Embed code"
              placeholder="Paste a link to a YouTube or Vimeo video, or its embed code"
              value={form.embedCode}
              onChange={(e) => update({ embedCode: e.target.value })}
            />
            <VideoPreviewPanel preview={preview} />
          </>
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
