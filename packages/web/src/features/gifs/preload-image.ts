import { GIF_PRELOAD_POLL_MS } from '@rookery/core';

/**
 * Loads `url` before a pick is emitted (spec document 2 §4), so what is inserted shows at once.
 * Besides its load event the image is looked at every GIF_PRELOAD_POLL_MS (spec §9): a cached image
 * may be complete before a listener could hear it. Rejects when it fails or `signal` aborts.
 */
export function preloadImage(url: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    let poll = 0;
    const finish = (error?: Error) => {
      window.clearInterval(poll);
      image.onload = null;
      image.onerror = null;
      if (error) reject(error);
      else resolve();
    };
    image.onload = () => finish();
    image.onerror = () => finish(new Error('failed'));
    signal.addEventListener('abort', () => finish(new Error('aborted')), { once: true });
    poll = window.setInterval(() => {
      if (image.complete && image.naturalWidth > 0) finish();
    }, GIF_PRELOAD_POLL_MS);
    image.src = url;
  });
}
