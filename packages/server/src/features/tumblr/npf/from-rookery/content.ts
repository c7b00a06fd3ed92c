import { ANONYMOUS_ASKER_NAME, type PostContent, type PostType } from '@rookery/core';
import { chatLines } from '../../chat-lines.js';
import { htmlBlocks } from './html-blocks.js';
import { type LayoutPlan, layoutOf } from './layout.js';
import { linkBlock, photoBlock, playerBlock, trackBlock, uploadedVideoBlock } from './media-blocks.js';
import type { BlogLookup, NpfAskLayout, NpfContentBlock, NpfTextBlock, NpfWritten } from './types.js';

/** A post's content as readers get it (posts/content.ts presentContent), with its photoset choice. */
export interface RookeryContent {
  type: PostType;
  content: PostContent;
  carousel: boolean;
}

const textBlock = (text: string, subtype?: string): NpfTextBlock => ({
  type: 'text',
  text,
  ...(subtype ? { subtype } : {}),
});

/** Chat lines as chat blocks, the speaker's label in bold, as the spec's own chat example has it. */
function chatBlocks(chat: string): NpfTextBlock[] {
  return chatLines(chat).map(({ line, speaker }) => {
    const block = textBlock(line, 'chat');
    const label = speaker === null ? 0 : Array.from(line.slice(0, line.indexOf(':') + 1)).length;
    return label ? { ...block, formatting: [{ start: 0, end: label, type: 'bold' as const }] } : block;
  });
}

/** Who asked: the asker's blog (npf-spec "Attribution Type: Blog"), nothing for an anonymous ask. */
function askAttribution(name: string, blogOf: BlogLookup): NpfAskLayout['attribution'] {
  if (!name || name === ANONYMOUS_ASKER_NAME) return undefined;
  const blog = blogOf(name);
  // An asker whose blog is gone (or who asked on Tumblr, for an imported answer) keeps its name only.
  return blog ? { type: 'blog', url: blog.url, blog } : { type: 'blog', blog: { name } };
}

/** The blocks a type leads with (its title, photos, quote, link, track, video, chat or question). */
function leadOf(type: PostType, c: PostContent): NpfContentBlock[] {
  switch (type) {
    case 'text':
      return c.title ? [textBlock(c.title, 'heading1')] : [];
    case 'photo':
      return c.photos.map((photo) => photoBlock(photo, c.linkthrough));
    case 'quote':
      return [textBlock(c.quote, 'quote')];
    case 'link':
      return [linkBlock(c)];
    case 'chat':
      return [...(c.title ? [textBlock(c.title, 'heading1')] : []), ...chatBlocks(c.chat)];
    case 'audio':
      return [trackBlock(c)];
    case 'video': {
      const player = c.media_url || c.video ? uploadedVideoBlock(c) : playerBlock(c.embed_code);
      return player ? [player] : [];
    }
    case 'answer':
      return c.ask
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line) => textBlock(line));
  }
}

/** The type's rich text after its lead: body, caption, source, or an answer and its caption. */
function richOf(type: PostType, c: PostContent): string {
  switch (type) {
    case 'text':
      return c.body;
    case 'quote':
      return c.source;
    case 'chat':
      return '';
    case 'answer':
      return c.answer + c.caption;
    default:
      return c.caption;
  }
}

/**
 * A Rookery post's own content as NPF blocks and layout: each type leads with the blocks its
 * fields make (npf-spec's waterfall reads the type back from them) and its rich text follows;
 * a photoset's rows (or carousel), an answer's question and the "read more" go in the layout.
 */
export function npfContentOf({ type, content, carousel }: RookeryContent, blogOf: BlogLookup): NpfWritten {
  const lead = leadOf(type, content);
  const rich = htmlBlocks(richOf(type, content), blogOf);
  const plan: LayoutPlan = {
    readMoreAfter: rich.readMoreAfter === null ? null : lead.length + rich.readMoreAfter,
  };
  if (type === 'photo') plan.photoset = { count: lead.length, layout: content.layout, carousel };
  if (type === 'answer') {
    const attribution = askAttribution(content.asking_name ?? '', blogOf);
    plan.ask = { blocks: lead.length, ...(attribution ? { attribution } : {}) };
  }
  const blocks = [...lead, ...rich.blocks];
  return { content: blocks, layout: layoutOf(blocks.length, plan) };
}

/** Rich text by itself (a reblog's comment, a trail step's words) as NPF. */
export function npfOfHtml(html: string, blogOf: BlogLookup): NpfWritten {
  const rich = htmlBlocks(html, blogOf);
  return {
    content: rich.blocks,
    layout: layoutOf(rich.blocks.length, { readMoreAfter: rich.readMoreAfter }),
  };
}
