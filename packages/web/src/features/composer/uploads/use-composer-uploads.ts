import { MAX_PHOTOS_PER_POST, messages, type PostForm, type UploadKind } from '@rookery/core';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { addPhoto, removePhoto, withPhotos } from '../fields/photos';
import { AUDIO_UPLOAD, applyUpload, dropUpload, VIDEO_UPLOAD } from './apply-upload';
import { checkPickedUpload } from './check-picked';
import type { QueuedUpload } from './upload-queue';
import { useUploadQueue } from './use-upload-queue';

export type MediaKind = Exclude<UploadKind, 'image'>;

const MEDIA_UPLOAD: Record<MediaKind, string> = { audio: AUDIO_UPLOAD, video: VIDEO_UPLOAD };
const kindOfUpload = (id: string): UploadKind =>
  id === AUDIO_UPLOAD ? 'audio' : id === VIDEO_UPLOAD ? 'video' : 'image';

export interface ComposerUploads {
  items: readonly QueuedUpload[];
  /** Whether any file is still waiting or on its way. */
  pending: () => boolean;
  /** Messages about refused or failed files, per kind, newest pick only. */
  problems: Partial<Record<UploadKind, string[]>>;
  addPhotos: (files: File[]) => void;
  removePhoto: (id: string) => void;
  pickMedia: (kind: MediaKind, file: File) => void;
  clearMedia: (kind: MediaKind) => void;
}

/**
 * The form's files: each is checked with core's upload rules when picked (the spec's messages),
 * previewed at once, sent through the one-at-a-time queue, and written into the form when stored.
 */
export function useComposerUploads(
  form: PostForm,
  setForm: Dispatch<SetStateAction<PostForm>>,
): ComposerUploads {
  const [problems, setProblems] = useState<ComposerUploads['problems']>({});
  const previews = useRef(new Map<string, string>());
  const report = (kind: UploadKind, list: string[]) =>
    setProblems((current) => ({ ...current, [kind]: list }));

  const forgetPreview = (id: string) => {
    const preview = previews.current.get(id);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(id);
  };

  const { queue, items } = useUploadQueue({
    complete: (id, result) => setForm((current) => applyUpload(current, id, result)),
    error: (id, message, fileName) => {
      forgetPreview(id);
      setForm((current) => dropUpload(current, id));
      setProblems((current) => {
        const kind = kindOfUpload(id);
        return { ...current, [kind]: [...(current[kind] ?? []), `${fileName}: ${message}`] };
      });
    },
  });

  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const preview of made.values()) URL.revokeObjectURL(preview);
      made.clear();
    };
  }, []);

  return {
    items,
    pending: queue.pending,
    problems,

    addPhotos(files) {
      const found: string[] = [];
      let photos = form.photos;
      for (const file of files) {
        if (photos.length >= MAX_PHOTOS_PER_POST) {
          found.push(messages.postTooManyPhotos);
          break;
        }
        const problem = checkPickedUpload(file, 'image');
        if (problem) {
          found.push(`${file.name}: ${problem}`);
          continue;
        }
        const preview = URL.createObjectURL(file);
        photos = addPhoto(photos, { url: preview, caption: '' });
        const id = photos.at(-1)!.id;
        previews.current.set(id, preview);
        queue.add(id, file, 'image');
      }
      const added = photos.slice(form.photos.length);
      setForm((current) => withPhotos(current, [...current.photos, ...added]));
      report('image', found);
    },

    removePhoto(id) {
      queue.cancel(id);
      forgetPreview(id);
      setForm((current) => withPhotos(current, removePhoto(current.photos, id)));
    },

    pickMedia(kind, file) {
      const problem = checkPickedUpload(file, kind);
      report(kind, problem ? [`${file.name}: ${problem}`] : []);
      if (problem) return;
      setForm((current) => dropUpload(current, MEDIA_UPLOAD[kind]));
      queue.add(MEDIA_UPLOAD[kind], file, kind);
    },

    clearMedia(kind) {
      queue.cancel(MEDIA_UPLOAD[kind]);
      setForm((current) => dropUpload(current, MEDIA_UPLOAD[kind]));
    },
  };
}
