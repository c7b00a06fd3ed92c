import { embedFrame, isAllowedEmbedSrc } from '@rookery/core';
import { Node } from '@tiptap/core';

const attr = (name: string) => ({
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute(name),
  renderHTML: () => ({}),
});

/** An embedded player: an iframe, only an allowlisted provider's player (core's embedFrame). */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return { src: attr('src'), width: attr('width'), height: attr('height') };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (el) => (isAllowedEmbedSrc(el.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },

  renderHTML({ node }) {
    const { src, width, height } = node.attrs as { src: string; width: string | null; height: string | null };
    // A node holds only addresses parseHTML took, so the frame is always a player's.
    return [
      'iframe',
      embedFrame({ src, width: width ?? '540', height: height ?? '304', frameborder: '0' }) ?? {},
    ];
  },
});
