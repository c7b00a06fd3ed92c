import { LOG_BATCH_MAX, LOG_FLUSH_MS, LOG_QUEUE_MAX, type TrackerEvent } from '@rookery/core';
import { getFormKey } from '../../api/form-key';

/**
 * The one client logger (spec document 3 §7, §9; issue 20): diagnostics go to /services/cslog,
 * tracker events (core TRACKER_EVENTS only) to /services/bblog, each as text/plain JSON with the
 * form key inside, batched, flushed every LOG_FLUSH_MS and by beacon when the page is left. Nothing
 * is sent unless the site's log_lady flag is on; no tracker event while the reader is not to be
 * tracked (their browser's Global Privacy Control or Do Not Track, or their account's choice).
 */

interface Settings {
  enabled: boolean;
  trackingOff: boolean;
}

let settings: Settings = { enabled: false, trackingOff: true };
let diagnostics: Record<string, unknown>[] = [];
let trackers: Record<string, unknown>[] = [];
let timer: number | undefined;

const push = (queue: Record<string, unknown>[], event: Record<string, unknown>) => {
  queue.push(event);
  // A page left open offline keeps its newest events, never an ever-growing list.
  if (queue.length > LOG_QUEUE_MAX) queue.splice(0, queue.length - LOG_QUEUE_MAX);
};

/** A diagnostic event (the first log format: event, ts, data). */
export function logEvent(event: string, data?: Record<string, unknown>): void {
  if (!settings.enabled) return;
  push(diagnostics, { event, ts: Date.now(), ...(data ? { data } : {}) });
}

/** A tracker event: something a reader did that the operator may count. */
export function track(event: TrackerEvent, eventData?: Record<string, unknown>): void {
  if (!settings.enabled || settings.trackingOff) return;
  push(trackers, {
    event,
    ts: Date.now(),
    pt: location.pathname,
    ...(eventData ? { event_data: eventData } : {}),
  });
}

function send(path: string, body: Record<string, unknown>, leaving: boolean): void {
  const text = JSON.stringify({ ...body, form_key: getFormKey() });
  if (leaving && navigator.sendBeacon?.(path, new Blob([text], { type: 'text/plain;charset=UTF-8' }))) return;
  // A lost batch is only a few counts: failures are not retried, and never shown.
  void fetch(path, {
    method: 'POST',
    body: text,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** Sends what is queued, in batches the server takes. */
export function flushLogs(leaving = false): void {
  while (diagnostics.length > 0)
    send('/services/cslog', { payload: diagnostics.splice(0, LOG_BATCH_MAX) }, leaving);
  const client = { language: navigator.language, platform: 'web' };
  while (trackers.length > 0)
    send(
      '/services/bblog',
      { events: trackers.splice(0, LOG_BATCH_MAX), flushTime: Date.now(), client },
      leaving,
    );
}

const onHide = () => {
  if (document.visibilityState === 'hidden') flushLogs(true);
};

/** Turns the logger on or off as the session says; a page turned off drops what it held. */
export function configureLogger(next: Settings): void {
  settings = next;
  if (!next.enabled) {
    diagnostics = [];
    trackers = [];
  }
  if (next.trackingOff) trackers = [];
  if (next.enabled && timer === undefined) {
    timer = window.setInterval(() => flushLogs(), LOG_FLUSH_MS);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', () => flushLogs(true));
  }
}
