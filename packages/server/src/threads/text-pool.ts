import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type FormatCode, mentionedNames, messages, plainText } from '@rookery/core';
import { Piscina } from 'piscina';
import { type StoredRichText, storeRichText } from '../features/editor/rich-text.js';
import { sanitizeRichHtml, stripMarkup } from '../features/editor/sanitize.js';
import { AppError, ValidationError } from '../http/errors.js';
import type { Outcome } from './text-worker.js';

/**
 * Rendering Markdown, sanitizing HTML and reading HTML as text take time in proportion to the
 * text, some hundred milliseconds for a post at its limit: long texts go to worker threads, so no
 * request's text holds up the event loop every other request waits on (DESIGN "Heavy work never
 * runs on the request path's event loop").
 */

/** Threads for text: at most two, and a core left to the event loop. */
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Texts up to this many characters take well under a millisecond: done in place, no thread hop. */
export const INLINE_MAX_LENGTH = 4096;
/** A text not done by then, waiting for a thread included, is refused rather than hold its request. */
export const TEXT_TASK_TIMEOUT_MS = 10_000;

// From source (tsx, Vitest) this file is text-pool.ts and the worker text-worker.ts beside it, which
// a thread loads through tsx; in the bundle this code is in dist/start.js, and build.mjs writes the
// worker beside it as dist/text-worker.js.
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = fileURLToPath(
  new URL(fromSource ? './text-worker.ts' : './text-worker.js', import.meta.url),
);

let pool: Piscina | undefined;

/** Started on first use, so a process that never meets a long text starts no thread. */
function textPool(): Piscina {
  if (pool) return pool;
  pool = new Piscina({
    filename: workerFile,
    minThreads: 1,
    maxThreads: THREADS,
    // Idle threads never keep the process alive (piscina unrefs them); after a minute they end.
    idleTimeout: 60_000,
    // tsx as this package resolves it, wherever the process was started from.
    ...(fromSource
      ? { execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] }
      : {}),
  });
  // A thread failing outside any task (its file would not load, say) is logged, not the server's end:
  // unheard, the pool's 'error' event would end the process.
  pool.on('error', (error: unknown) => console.error('A text thread failed:', error));
  return pool;
}

type Task = keyof typeof import('./text-worker.js');

/**
 * Runs `task` of text-worker.ts on a thread. Past `timeoutMs` the text is refused (400, with the
 * message); a task that was running ends with its thread, and piscina starts another.
 */
export async function runTextTask<T>(
  task: Task,
  input: object,
  timeoutMs = TEXT_TASK_TIMEOUT_MS,
): Promise<T> {
  let answer: Outcome<T>;
  try {
    answer = await textPool().run(input, { name: task, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if ((error as Error).name === 'AbortError')
      throw new ValidationError([{ detail: messages.textTookTooLong }]);
    throw error;
  }
  if ('value' in answer) return answer.value;
  const { status, code, message, items } = answer.refused;
  throw new AppError(status, code, message, items);
}

/** storeRichText (editor/rich-text.ts), on a thread when the text is long. */
export async function storeRichTextOffLoop(value: string, format: FormatCode): Promise<StoredRichText> {
  if (value.length <= INLINE_MAX_LENGTH) return storeRichText(value, format);
  return runTextTask('storeRichTextTask', { value, format });
}

/** sanitizeRichHtml (editor/sanitize.ts), on a thread when the HTML is long. */
export async function sanitizeRichHtmlOffLoop(value: string): Promise<string> {
  if (value.length <= INLINE_MAX_LENGTH) return sanitizeRichHtml(value);
  return runTextTask('sanitizeRichHtmlTask', { value });
}

/** stripMarkup (editor/sanitize.ts), on a thread when the text is long. */
export async function stripMarkupOffLoop(value: string): Promise<string> {
  if (value.length <= INLINE_MAX_LENGTH) return stripMarkup(value);
  return runTextTask('stripMarkupTask', { value });
}

/** The blogs stored rich HTML mentions (@name), on a thread when the HTML is long. */
export async function mentionsOffLoop(html: string): Promise<string[]> {
  if (html.length <= INLINE_MAX_LENGTH) return mentionedNames(plainText(html));
  return runTextTask('mentionsTask', { value: html });
}
