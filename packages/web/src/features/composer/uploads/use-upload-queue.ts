import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { sendUpload } from './send-upload';
import { createUploadQueue, type UploadQueueEvents } from './upload-queue';

/** The form's upload queue: its items re-render the form; closing the form aborts what is left. */
export function useUploadQueue(events: UploadQueueEvents) {
  const latest = useRef(events);
  latest.current = events;
  const [queue] = useState(() =>
    createUploadQueue(sendUpload, {
      complete: (id, result) => latest.current.complete?.(id, result),
      error: (id, message, fileName) => latest.current.error?.(id, message, fileName),
      allComplete: () => latest.current.allComplete?.(),
    }),
  );
  useEffect(() => () => queue.destroy(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.list, queue.list);
  return { queue, items };
}
