import type { NpfContent } from '../schema.js';
import { blocksHtml } from './blocks-html.js';
import type { MentionStyle } from './formatting.js';
import { blockOrder } from './order.js';

/** All of a post's content as rich text, in the order it is shown (a trail step, a reblog's own words). */
export function contentHtml(npf: NpfContent, notes: string[], mentions: MentionStyle = 'link'): string {
  const order = blockOrder(npf);
  const readMore = order.readMoreAfter === null ? undefined : npf.content[order.readMoreAfter];
  return blocksHtml(
    [...order.ask, ...order.shown].map((i) => npf.content[i]!),
    notes,
    readMore,
    mentions,
  );
}
