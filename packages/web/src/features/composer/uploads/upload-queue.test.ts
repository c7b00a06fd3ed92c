import type { UploadResponse } from '@rookery/core';
import { describe, expect, it, vi } from 'vitest';
import { type SendUpload, UploadCanceledError, UploadError } from './send-upload';
import { createUploadQueue } from './upload-queue';

/** A sender whose transfers the test finishes by hand. */
function manualSender() {
  const transfers: {
    file: File;
    progress: (loaded: number, total: number) => void;
    resolve: (r: UploadResponse) => void;
    reject: (e: Error) => void;
    aborted: boolean;
  }[] = [];
  const send: SendUpload = (file, _kind, onProgress) => {
    const { promise: done, resolve, reject } = Promise.withResolvers<UploadResponse>();
    const transfer = { file, progress: onProgress, resolve, reject, aborted: false };
    transfers.push(transfer);
    return {
      done,
      abort: () => {
        transfer.aborted = true;
        reject(new UploadCanceledError());
      },
    };
  };
  return { send, transfers };
}

const file = (name: string) => new File(['x'.repeat(10)], name, { type: 'image/png' });
const answer = (url: string): UploadResponse => ({
  key: url,
  url,
  kind: 'image',
  mime: 'image/png',
  bytes: 10,
  status: 'ready',
});
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('upload queue', () => {
  it('sends one file at a time, in order, and reports progress', async () => {
    const { send, transfers } = manualSender();
    const complete = vi.fn();
    const allComplete = vi.fn();
    const queue = createUploadQueue(send, { complete, allComplete });
    queue.add('o1', file('a.png'), 'image');
    queue.add('o2', file('b.png'), 'image');

    expect(transfers).toHaveLength(1);
    expect(queue.get('o1')).toMatchObject({ uploading: true, bytesTotal: 10 });
    expect(queue.get('o2')).toMatchObject({ uploading: false, complete: false });

    transfers[0]!.progress(4, 10);
    expect(queue.get('o1')?.bytesLoaded).toBe(4);

    transfers[0]!.resolve(answer('/media/a.png'));
    await settle();
    expect(complete).toHaveBeenCalledWith('o1', answer('/media/a.png'));
    expect(queue.get('o1')).toMatchObject({ complete: true, uploading: false });
    expect(transfers).toHaveLength(2);
    expect(allComplete).not.toHaveBeenCalled();
    expect(queue.pending()).toBe(true);

    transfers[1]!.resolve(answer('/media/b.png'));
    await settle();
    expect(allComplete).toHaveBeenCalledOnce();
    expect(queue.pending()).toBe(false);
  });

  it('reports a failure with its message and goes on with the next file', async () => {
    const { send, transfers } = manualSender();
    const error = vi.fn();
    const queue = createUploadQueue(send, { error });
    queue.add('o1', file('a.png'), 'image');
    queue.add('o2', file('b.png'), 'image');
    transfers[0]!.reject(new UploadError('This is not a valid image file.'));
    await settle();
    expect(error).toHaveBeenCalledWith('o1', 'This is not a valid image file.', 'a.png');
    expect(queue.get('o1')?.error).toBe('This is not a valid image file.');
    expect(transfers).toHaveLength(2);
  });

  it('cancels without an error and starts the next file', async () => {
    const { send, transfers } = manualSender();
    const error = vi.fn();
    const queue = createUploadQueue(send, { error });
    queue.add('o1', file('a.png'), 'image');
    queue.add('o2', file('b.png'), 'image');
    queue.cancel('o1');
    await settle();
    expect(transfers[0]!.aborted).toBe(true);
    expect(error).not.toHaveBeenCalled();
    expect(queue.get('o1')).toBeUndefined();
    expect(transfers).toHaveLength(2);
    expect(transfers[1]!.file.name).toBe('b.png');
  });
});
