import MarkdownIt from 'markdown-it';
import { sanitizeRichHtml } from './sanitize.js';

// Raw HTML is allowed in Markdown as users expect; the sanitizer removes whatever the allowlist does not.
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: false });

/** Markdown (format code 2) as stored, shown HTML: rendered by markdown-it, then sanitized. */
export function renderMarkdown(source: string): string {
  return sanitizeRichHtml(markdown.render(source)).trim();
}
