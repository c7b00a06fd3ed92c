import { getFormKey, NetworkError } from '../../api';

/** The transfer was stopped by the person (abort): no failure to report. */
export class TransferAbortedError extends Error {
  override readonly name = 'TransferAbortedError';
}

export interface ProgressTransfer {
  /** The answer's status and parsed body (null when it was not JSON). */
  done: Promise<{ status: number; body: unknown }>;
  abort: () => void;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form with the form key in X-Form-Key, over XMLHttpRequest because fetch
 * reports no upload progress: `onProgress` hears bytes sent of the total as they go. Rejects with
 * NetworkError when no answer came, TransferAbortedError when aborted. The composer's upload
 * (composer/uploads/send-upload.ts) does the same for its files; they are not one module because
 * a module two lazy chunks share becomes a chunk of its own, which the first paint's entry must
 * then name.
 */
export function sendWithProgress(
  path: string,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
): ProgressTransfer {
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Form-Key', getFormKey());
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, body: readJson(xhr.responseText) });
    xhr.onerror = () => reject(new NetworkError(new Error(`No answer from ${path}`)));
    xhr.onabort = () => reject(new TransferAbortedError());
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
