import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * HTML as a tree, with htmlparser2 (the parser the server's sanitizer already uses). Tumblr's HTML
 * (the backup archive's post files, the legacy API's fields) is read here; nothing read is
 * trusted: whatever is kept goes through the rich-text sanitizer when the post is saved.
 */
export type HtmlNode = ReturnType<typeof parseDocument>['children'][number];
export type HtmlElement = Extract<HtmlNode, { name: string; attribs: Record<string, string> }>;
type HtmlText = Extract<HtmlNode, { type: 'text' }>;

export const parseHtml = (html: string) => parseDocument(html).children;

/** An element, of the given name when one is given (the name narrows the type, so a miss does not). */
export const isElement = <N extends string = string>(
  node: HtmlNode | undefined,
  name?: N,
): node is HtmlElement & { name: N } =>
  node !== undefined && 'attribs' in node && (name === undefined || node.name === name);

export const isText = (node: HtmlNode): node is HtmlText => node.type === 'text';

/** Nodes that show something: whitespace-only text and comments are left out. */
export const significant = (nodes: readonly HtmlNode[]) =>
  nodes.filter((node) => isElement(node) || (isText(node) && node.data.trim() !== ''));

export const htmlOf = (nodes: HtmlNode | readonly HtmlNode[]) =>
  DomUtils.getOuterHTML(nodes as HtmlNode[], { decodeEntities: true, encodeEntities: 'utf8' }).trim();

export const innerHtmlOf = (element: HtmlElement) => htmlOf(element.children);

export const classesOf = (element: HtmlElement) => (element.attribs.class ?? '').split(/\s+/).filter(Boolean);

export const findAll = (test: (element: HtmlElement) => boolean, nodes: readonly HtmlNode[]) =>
  DomUtils.findAll(test as (element: unknown) => boolean, nodes as HtmlNode[]) as HtmlElement[];

const BLOCKS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr']);

/**
 * The words of HTML as plain text, one line per block or line break: what fields that hold text
 * (a title, a quote, chat lines, a question) keep of Tumblr's HTML.
 */
export function textOfHtml(nodes: readonly HtmlNode[]): string {
  const parts: string[] = [];
  const walk = (list: readonly HtmlNode[]) => {
    for (const node of list) {
      if (isText(node)) parts.push(node.data.replace(/\s+/g, ' '));
      else if (isElement(node)) {
        if (node.name === 'br') parts.push('\n');
        const block = BLOCKS.has(node.name);
        if (block) parts.push('\n');
        walk(node.children);
        if (block) parts.push('\n');
      }
    }
  };
  walk(nodes);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export const textOf = (html: string) => textOfHtml(parseHtml(html));
