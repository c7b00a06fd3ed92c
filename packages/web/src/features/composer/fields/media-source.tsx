import { type ReactNode, useState } from 'react';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import type { ComposerUploads } from '../uploads/use-composer-uploads';
import type { FieldsProps } from './field-props';
import { MediaUpload } from './media-upload';
import { PermissionCheckbox } from './permission-checkbox';

type Source = 'upload' | 'other';

interface MediaSourceProps extends FieldsProps {
  kind: 'audio' | 'video';
  uploads: ComposerUploads;
  legend: string;
  uploadLabel: string;
  otherLabel: string;
  /** The post already uses the other source (an external URL, an embed code) rather than an upload. */
  usesOther: boolean;
  /** Forgets the other source's value when the person goes back to uploading. */
  clearOther: () => void;
  /** The field of the other source. */
  other: ReactNode;
}

/**
 * Audio and video take one source: an upload (with the permission checkbox the spec requires for
 * uploads) or something else. Only one goes with the post, so leaving a source forgets it.
 */
export function MediaSource({
  form,
  update,
  kind,
  uploads,
  legend,
  uploadLabel,
  otherLabel,
  usesOther,
  clearOther,
  other,
}: MediaSourceProps) {
  const [source, setSource] = useState<Source>(usesOther && !form.preuploadUrl ? 'other' : 'upload');
  const choose = (next: Source) => {
    setSource(next);
    if (next === 'other') uploads.clearMedia(kind);
    else clearOther();
  };
  const options = [
    { value: 'upload', label: uploadLabel },
    { value: 'other', label: otherLabel },
  ] as const;

  return (
    <>
      <RadioGroup
        legend={legend}
        name={`${kind}-source`}
        value={source}
        options={options}
        onChange={choose}
      />
      {source === 'upload' ? (
        <>
          <MediaUpload kind={kind} storedUrl={form.preuploadUrl} uploads={uploads} />
          <PermissionCheckbox checked={form.confirmTos} onChange={(confirmTos) => update({ confirmTos })} />
        </>
      ) : (
        other
      )}
    </>
  );
}
