/**
 * GIF search's numbers (spec document 2 §9, document 3 §9). Ours where the spec is silent, and
 * said so.
 */

/** Results asked for and answered by default, and at most. */
export const GIF_SEARCH_LIMIT = 200;
/** Every result's image is reported this wide (its height scaled to keep the ratio). */
export const GIF_IMAGE_WIDTH = 250;
/** The panel searches once typing has paused this long. */
export const GIF_QUERY_DEBOUNCE_MS = 250;
/** The panel keeps each query's answer this long. */
export const GIF_CACHE_MS = 300_000;
/** Results are drawn this many at a time, a batch after this delay, so a long list never blocks a frame. */
export const GIF_RENDER_BATCH = 50;
export const GIF_RENDER_BATCH_DELAY_MS = 5;
/** A full image loaded before a pick is looked at this often, besides its load event. */
export const GIF_PRELOAD_POLL_MS = 1000;
/** Which cards play their image is worked out again this long after scrolling stops. */
export const GIF_VIRTUALIZE_DEBOUNCE_MS = 250;
/** The masonry grid: space between cards, and a card's width (px). */
export const GIF_GRID_GUTTER = 10;
export const GIF_CARD_WIDTH = 150;
/** A card shows at most this many tags. */
export const GIF_MAX_TAGS = 3;
/** Tags never shown on a card: every result is one. */
export const GIF_HIDDEN_TAGS = ['gif', 'gifs'] as const;

/** Ours: a search term is at most this long (the site search's limit). */
export const GIF_QUERY_MAX_LENGTH = 200;
/**
 * Ours: the newest this many GIFs that match are ranked (by match and notes), so a common word
 * costs the same however many GIFs it finds; an empty query ranks the newest this many by notes.
 */
export const GIF_CANDIDATES = 1000;
