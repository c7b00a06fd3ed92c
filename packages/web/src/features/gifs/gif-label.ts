import type { GifSearchResult } from '@rookery/core';

/** The words a GIF is known by (its card's name, the inserted image's alt): its post's caption, else its blog's GIF. */
export const gifLabel = (gif: GifSearchResult) => gif.summary.trim() || `A GIF from ${gif.rootBlog}`;
