import { type UploadKind, type UploadResponse, uploadFailureMessage, uploadMessages } from '@rookery/core';
import { getFormKey } from '../../../api';

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

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /svc/media/upload as multipart (field `file`, and `kind` first so the server knows what to
 * expect), over XMLHttpRequest because fetch reports no upload progress.
 */
export const sendUpload: SendUpload = (file, kind, onProgress) => {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResponse>((resolve, reject) => {
    xhr.open('POST', '/svc/media/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Form-Key', getFormKey());
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      const body = readJson(xhr.responseText) as { response?: UploadResponse | null } | null;
      if (xhr.status === 200 && body?.response?.url) resolve(body.response);
      else reject(new UploadError(uploadFailureMessage(body)));
    };
    xhr.onerror = () => reject(new UploadError(uploadMessages.failed));
    xhr.onabort = () => reject(new UploadCanceledError());
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
};
