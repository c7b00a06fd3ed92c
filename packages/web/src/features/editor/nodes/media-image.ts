import { isAllowedImageSrc } from '@rookery/core';
import { mergeAttributes, Node } from '@tiptap/core';

export interface MediaImageAttrs {
  src: string;
  alt?: string | null;
  /** The stored upload's key (spec document 1 §3 media items). */
  key?: string | null;
  origSrc?: string | null;
  width?: number | null;
  height?: number | null;
  /** Set while the file is still on its way; never written to the HTML. */
  uploadId?: string | null;
}

const dataAttr = (name: string, numeric = false) => ({
  default: null,
  parseHTML: (el: HTMLElement) => {
    const value = el.getAttribute(name) ?? el.querySelector('img')?.getAttribute(name) ?? null;
    return numeric && value !== null ? Number(value) || null : value;
  },
  renderHTML: () => ({}),
});

/**
 * An image as a media item: `<figure data-type="image"><img …></figure>` carrying the image key,
 * original source, width and height. A bare pasted `<img>` becomes one too.
 */
export const MediaImage = Node.create({
  name: 'mediaImage',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: dataAttr('src'),
      alt: dataAttr('alt'),
      key: dataAttr('data-key'),
      origSrc: dataAttr('data-orig-src'),
      width: dataAttr('data-orig-width', true),
      height: dataAttr('data-orig-height', true),
      uploadId: { default: null, rendered: false },
    };
  },

  parseHTML() {
    const usable = (el: HTMLElement) => {
      const src = el.getAttribute('src') ?? el.querySelector('img')?.getAttribute('src');
      return src && isAllowedImageSrc(src) ? null : false;
    };
    return [
      { tag: 'figure', getAttrs: (el) => (el.querySelector('img') ? usable(el) : false) },
      { tag: 'img[src]', getAttrs: usable },
    ];
  },

  renderHTML({ node }) {
    const a = node.attrs as MediaImageAttrs;
    const img = mergeAttributes({
      src: a.src,
      // No description is an empty alt (as cleanHtml and the server write it): never an unnamed image.
      alt: a.alt ?? '',
      'data-key': a.key || null,
      'data-orig-src': a.origSrc || null,
      'data-orig-width': a.width ?? null,
      'data-orig-height': a.height ?? null,
    });
    return ['figure', { 'data-type': 'image' }, ['img', img]];
  },
});
