import { type UploadKind, type UploadResponse, uploadFailureMessage, uploadMessages } from '@rookery/core';
import { sendWithProgress, TransferAbortedError } from '../../../api/send-with-progress';

/** A transfer that failed; `message` is what the person is told (spec document 2 §8). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** The person canceled the transfer: not an error, nothing to report. */
export class UploadCanceledError extends Error {
  override readonly name = 'UploadCanceledError';

  constructor() {
    super(uploadMessages.canceled);
  }
}

export interface UploadTransfer {
  done: Promise<UploadResponse>;
  abort: () => void;
}

export type SendUpload = (
  file: File,
  kind: UploadKind,
  onProgress: (loaded: number, total: number) => void,
) => UploadTransfer;

/**
 * POST /svc/media/upload as multipart (field `file`, and `kind` first so the server knows what to
 * expect), with progress (sendWithProgress).
 */
export const sendUpload: SendUpload = (file, kind, onProgress) => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const transfer = sendWithProgress('/svc/media/upload', form, (loaded, total) =>
    onProgress(loaded, total || file.size),
  );
  const done = transfer.done.then(
    ({ status, body }) => {
      const answer = body as { response?: UploadResponse | null } | null;
      if (status === 200 && answer?.response?.url) return answer.response;
      throw new UploadError(uploadFailureMessage(body));
    },
    (error: unknown) => {
      throw error instanceof TransferAbortedError
        ? new UploadCanceledError()
        : new UploadError(uploadMessages.failed);
    },
  );
  return { done, abort: transfer.abort };
};
