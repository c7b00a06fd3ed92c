import { type ApiErrorItem, type FormatCode, mentionedNames, plainText } from '@rookery/core';
import { type StoredRichText, storeRichText } from '../features/editor/rich-text.js';
import { sanitizeRichHtml, stripMarkup } from '../features/editor/sanitize.js';
import { AppError } from '../http/errors.js';

/**
 * The text threads' side of text-pool.ts: each export is one task, run by name. Built as a file of
 * its own (dist/text-worker.js), since a thread loads it by its path.
 */

/**
 * A task's answer: its value, or the typed error the text earned (nested too deep). An Error loses
 * its class between threads, so a refusal travels as data and text-pool.ts throws it again.
 */
export type Outcome<T> = { value: T } | { refused: Refusal };

export interface Refusal {
  status: number;
  code: number;
  message: string;
  items: ApiErrorItem[];
}

function outcome<T>(work: () => T): Outcome<T> {
  try {
    return { value: work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      refused: { status: error.status, code: error.code, message: error.message, items: error.items },
    };
  }
}

export interface TextTask {
  value: string;
  format: FormatCode;
}

export const storeRichTextTask = ({ value, format }: TextTask): Outcome<StoredRichText> =>
  outcome(() => storeRichText(value, format));

export const sanitizeRichHtmlTask = ({ value }: Pick<TextTask, 'value'>): Outcome<string> =>
  outcome(() => sanitizeRichHtml(value));

export const stripMarkupTask = ({ value }: Pick<TextTask, 'value'>): Outcome<string> =>
  outcome(() => stripMarkup(value));

export const mentionsTask = ({ value }: Pick<TextTask, 'value'>): Outcome<string[]> =>
  outcome(() => mentionedNames(plainText(value)));
