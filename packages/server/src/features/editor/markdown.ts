import MarkdownIt from 'markdown-it';
import { type SanitizeOptions, sanitizeRichHtml } from './sanitize.js';

// Raw HTML is allowed in Markdown as users expect; the sanitizer removes whatever the allowlist does not.
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: false });

/** Markdown (format code 2) as stored, shown HTML: rendered by markdown-it, then sanitized. */
export function renderMarkdown(source: string, options: SanitizeOptions = {}): string {
  return sanitizeRichHtml(markdown.render(source), options).trim();
}
