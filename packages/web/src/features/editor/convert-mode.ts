import type { EditorType } from '@rookery/core';
import { marked } from 'marked';
import TurndownService from 'turndown';
import { cleanHtml } from './clean-html';

let turndown: TurndownService | null = null;

function toMarkdown(html: string): string {
  turndown ??= new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', hr: '---' });
  return turndown.turndown(html);
}

/**
 * A field's text carried over when the form switches editor type (spec document 1 §4): rich and
 * HTML are both HTML, so rich → HTML keeps the content as it is; Markdown goes through a parser
 * each way, and whatever arrives in the rich editor is cleaned to the allowlist.
 */
export function convertText(text: string, from: EditorType, to: EditorType): string {
  if (from === to || !text.trim()) return text;
  const html = from === 'markdown' ? (marked.parse(text, { async: false }) as string) : text;
  if (to === 'markdown') return toMarkdown(cleanHtml(html));
  return to === 'rich' ? cleanHtml(html) : html.trim();
}
