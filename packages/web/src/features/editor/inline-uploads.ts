import type { UploadResponse } from '@rookery/core';
import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { checkPickedUpload } from '../composer/uploads/check-picked';
import { type SendUpload, sendUpload, UploadCanceledError } from '../composer/uploads/send-upload';
import type { MediaImageAttrs } from './nodes/media-image';

export interface InlineUploads {
  /** Overall progress of the files on their way, 0–1, or null when none is. */
  progress: number | null;
  problem: string | null;
  upload: (editor: Editor, file: File) => void;
}

/** Sets the attributes of the image still waiting for this upload, outside the undo history. */
function patchUploadedImage(editor: Editor, uploadId: string, attrs: Partial<MediaImageAttrs> | null) {
  if (editor.isDestroyed) return;
  const { tr } = editor.state;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name !== 'mediaImage' || node.attrs.uploadId !== uploadId) return;
    if (attrs) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attrs });
    else tr.delete(pos, pos + node.nodeSize);
  });
  editor.view.dispatch(tr.setMeta('addToHistory', false));
}

const storedAttrs = (result: UploadResponse): Partial<MediaImageAttrs> => ({
  src: result.url,
  origSrc: result.url,
  key: result.key,
  width: result.width ?? null,
  height: result.height ?? null,
  uploadId: null,
});

/**
 * Images uploaded from the inline tray: shown at once from a local preview, sent with the
 * composer's upload (POST /svc/media/upload), then pointed at the stored file with its key and
 * size. `onBusy` tells the form, whose 'There are still pending images.' rule waits for them.
 */
export function useInlineUploads(
  onBusy?: (busy: boolean) => void,
  send: SendUpload = sendUpload,
): InlineUploads {
  const [loads, setLoads] = useState<Record<string, { loaded: number; total: number }>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const aborts = useRef(new Map<string, () => void>());
  const busy = Object.keys(loads).length > 0;

  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running.values()) abort();
    };
  }, []);

  const finish = (id: string) => {
    aborts.current.delete(id);
    setLoads(({ [id]: _, ...rest }) => rest);
  };

  const upload = (editor: Editor, file: File) => {
    const refused = checkPickedUpload(file, 'image');
    setProblem(refused ? `${file.name}: ${refused}` : null);
    if (refused) return;
    const id = crypto.randomUUID();
    const preview = URL.createObjectURL(file);
    editor
      .chain()
      .focus()
      .insertContent({ type: 'mediaImage', attrs: { src: preview, uploadId: id } })
      .run();
    setLoads((current) => ({ ...current, [id]: { loaded: 0, total: file.size } }));
    const transfer = send(file, 'image', (loaded, total) =>
      setLoads((current) => (current[id] ? { ...current, [id]: { loaded, total } } : current)),
    );
    aborts.current.set(id, transfer.abort);
    transfer.done
      .then((result) => patchUploadedImage(editor, id, storedAttrs(result)))
      .catch((error: unknown) => {
        patchUploadedImage(editor, id, null);
        if (!(error instanceof UploadCanceledError)) setProblem(`${file.name}: ${(error as Error).message}`);
      })
      .finally(() => {
        URL.revokeObjectURL(preview);
        finish(id);
      });
  };

  const all = Object.values(loads);
  const total = all.reduce((sum, l) => sum + l.total, 0);
  const progress = busy ? (total ? all.reduce((sum, l) => sum + l.loaded, 0) / total : 0) : null;
  return { progress, problem, upload };
}
