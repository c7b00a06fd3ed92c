import { messages, RICH_TEXT_MAX_DEPTH } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { storeRichText } from '../features/editor/rich-text.js';
import { sanitizeRichHtml, stripMarkup } from '../features/editor/sanitize.js';
import { AppError } from '../http/errors.js';
import {
  INLINE_MAX_LENGTH,
  mentionsOffLoop,
  runTextTask,
  sanitizeRichHtmlOffLoop,
  storeRichTextOffLoop,
  stripMarkupOffLoop,
} from './text-pool.js';

/** Long enough to go to a thread. */
const long = (text: string) => text.repeat(Math.ceil((INLINE_MAX_LENGTH + 1) / text.length));

describe('the text threads', () => {
  it('give long texts the same answers as the functions in place', async () => {
    const markdown = long('**bold** [a link](https://a.example) <script>x</script>\n\n');
    const html = long('<p onclick="x()">Hi <b>there</b> <img src="javascript:x"> @ada</p>');
    expect(await storeRichTextOffLoop(markdown, 2)).toEqual(storeRichText(markdown, 2));
    expect(await storeRichTextOffLoop(html, 0)).toEqual(storeRichText(html, 0));
    expect(await sanitizeRichHtmlOffLoop(html)).toBe(sanitizeRichHtml(html));
    expect(await stripMarkupOffLoop(html)).toBe(stripMarkup(html));
    expect(await mentionsOffLoop(html)).toEqual(['ada']);
  });

  it('hand back the refusal of a text nested too deep as the 400 it is', async () => {
    const deep = long(`${'<b>'.repeat(RICH_TEXT_MAX_DEPTH + 1)}x`);
    const refusal = await storeRichTextOffLoop(deep, 0).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(400);
    expect((refusal as AppError).message).toBe(messages.textNestedTooDeep);
  });

  it('refuse a text that takes too long, and go on with the next', async () => {
    await storeRichTextOffLoop(long('warm '), 0);
    // Seconds of Markdown on any machine: the thread is ended at 50 ms, not waited for.
    const slow = runTextTask('storeRichTextTask', { value: '['.repeat(2_000_000), format: 2 }, 50);
    const started = performance.now();
    const refusal = await slow.catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(1000);
    expect((refusal as AppError).status).toBe(400);
    expect((refusal as AppError).message).toBe(messages.textTookTooLong);
    expect((await storeRichTextOffLoop(long('after '), 0)).html).toContain('after');
  });
});
