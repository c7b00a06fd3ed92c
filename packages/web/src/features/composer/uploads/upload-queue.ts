import { UPLOAD_CONCURRENCY, type UploadKind, type UploadResponse, uploadMessages } from '@rookery/core';
import { type SendUpload, UploadCanceledError, type UploadTransfer } from './send-upload';

/** One file on its way (spec document 1 §3 upload item), keyed by what it belongs to (a photo id, 'audio'). */
export interface QueuedUpload {
  id: string;
  name: string;
  kind: UploadKind;
  bytesLoaded: number;
  bytesTotal: number;
  uploading: boolean;
  complete: boolean;
  error?: string;
  result?: UploadResponse;
}

export interface UploadQueueEvents {
  complete?: (id: string, result: UploadResponse) => void;
  error?: (id: string, message: string, fileName: string) => void;
  allComplete?: () => void;
}

/**
 * Uploads sent one at a time as soon as they are added (spec document 2 §9), with their progress.
 * Emits complete, error and allComplete (document 1 §4); canceling is not an error.
 */
export function createUploadQueue(send: SendUpload, events: UploadQueueEvents = {}) {
  let items: QueuedUpload[] = [];
  const files = new Map<string, File>();
  const running = new Map<string, UploadTransfer>();
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const patch = (id: string, change: Partial<QueuedUpload>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    notify();
  };
  const waiting = () => items.filter((i) => !i.uploading && !i.complete && !i.error);

  function pump(): void {
    while (running.size < UPLOAD_CONCURRENCY) {
      const next = waiting()[0];
      if (!next) return;
      start(next);
    }
  }

  function start(item: QueuedUpload): void {
    const file = files.get(item.id)!;
    const transfer = send(file, item.kind, (loaded, total) =>
      patch(item.id, { bytesLoaded: loaded, bytesTotal: total }),
    );
    running.set(item.id, transfer);
    patch(item.id, { uploading: true });
    transfer.done.then(
      (result) =>
        finish(item.id, { complete: true, result, bytesLoaded: item.bytesTotal }, () =>
          events.complete?.(item.id, result),
        ),
      (error: unknown) => {
        if (error instanceof UploadCanceledError) return;
        const message = error instanceof Error ? error.message : uploadMessages.unknown;
        finish(item.id, { error: message }, () => events.error?.(item.id, message, item.name));
      },
    );
  }

  function finish(id: string, change: Partial<QueuedUpload>, emit: () => void): void {
    if (!running.delete(id)) return;
    files.delete(id);
    patch(id, { ...change, uploading: false });
    emit();
    pump();
    if (running.size === 0 && waiting().length === 0) events.allComplete?.();
  }

  /** Stops and forgets an upload (the person removed its photo or picked another file). */
  function cancel(id: string): void {
    const transfer = running.get(id);
    running.delete(id);
    files.delete(id);
    const had = items.length;
    items = items.filter((i) => i.id !== id);
    transfer?.abort();
    if (items.length !== had) notify();
    pump();
  }

  return {
    list: () => items,
    get: (id: string) => items.find((i) => i.id === id),
    /** Whether any upload is still waiting or on its way. */
    pending: () => items.some((i) => !i.complete && !i.error),

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    add(id: string, file: File, kind: UploadKind): void {
      cancel(id);
      files.set(id, file);
      items = [
        ...items,
        {
          id,
          name: file.name,
          kind,
          bytesLoaded: 0,
          bytesTotal: file.size,
          uploading: false,
          complete: false,
        },
      ];
      notify();
      pump();
    },

    cancel,

    /** Aborts everything: the form was closed. */
    destroy(): void {
      for (const transfer of running.values()) transfer.abort();
      running.clear();
      files.clear();
      items = [];
      notify();
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
