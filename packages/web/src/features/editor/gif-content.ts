import type { GifSearchResult } from '@rookery/core';
import type { JSONContent } from '@tiptap/core';
import { gifLabel } from '../gifs/gif-label';

/**
 * What a GIF picked in the editor inserts (issue 17): the full-size GIF as an image, described by
 * its post's caption, and under it a line crediting the blog it came from, linked to its post.
 * Plain content the author can see and edit, so the credit travels with every reblog.
 */
export function gifContent(gif: GifSearchResult): JSONContent[] {
  const { url, width, height } = gif.original;
  return [
    {
      type: 'mediaImage',
      attrs: { src: url, origSrc: url, alt: gifLabel(gif), width: width || null, height: height || null },
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'GIF by ' },
        { type: 'text', text: gif.rootBlog, marks: [{ type: 'link', attrs: { href: gif.postUrl } }] },
      ],
    },
  ];
}
