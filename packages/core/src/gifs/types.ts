/**
 * GIF search's shapes (spec document 2 §3, §7; document 3 §3). `POST /svc/search/inline_gif`
 * answers `{ media: GifSearchResult[], message? }` under `response`.
 */

/** A message the server attaches to a search, shown before its results (spec §4). */
export interface GifSearchMessage {
  header: string;
  body: string;
}

/**
 * One GIF (spec §3). Rookery searches original posts, so the post and its root are the same post
 * (a reblog carries its root's GIF; the root is what is found and credited). `width` is always
 * GIF_IMAGE_WIDTH and `height` keeps the ratio; `mediaUrl` is the 250-px copy when the upload has
 * one, else the upload itself. The fields after `postId` are ours.
 */
export interface GifSearchResult {
  mediaUrl: string;
  postUrl: string;
  rootPostUrl: string;
  /** A short stable hash of rootPostUrl: one key per GIF, whatever list it came in. */
  rootPostUrlHash: string;
  rootBlog: string;
  rootBlogUrl: string;
  /** The root blog's uuid. */
  rootBlogKey: string;
  /** Every tag of the post; the panel hides gif/gifs and shows at most GIF_MAX_TAGS. */
  postTags: string[];
  /** The post's tag the search term names, if any. */
  popularSearchTag: string | null;
  width: number;
  height: number;
  postBlog: string;
  postId: string;
  /** The post's blog uuid: a GIF sent in a message names its post by id and blog (document 3 §5). */
  postBlogUuid: string;
  /** The upload at its own size: what a pick inserts. */
  original: { url: string; width: number; height: number };
  /** The post's caption (or first photo caption) as plain text, for alt text; may be empty. */
  summary: string;
}

/** POST /svc/search/inline_gif's answer. */
export interface GifSearchResponse {
  media: GifSearchResult[];
  message?: GifSearchMessage;
}

/** The panel's result set (spec §3): an answer as it keeps it. */
export interface GifResultSet {
  query: string;
  limit: number;
  loggingContext: string;
  message: GifSearchMessage | null;
  /** When it was answered (epoch ms): the cache keeps it GIF_CACHE_MS. */
  timestamp: number;
  results: GifSearchResult[];
}

/** What a pick emits (document 3 §3 GIF selection), with the query it was found by (document 2 §4). */
export interface GifSelection {
  postId: string;
  postBlogUuid: string;
  mediaUrl: string;
  width: number;
  height: number;
  query: string;
  result: GifSearchResult;
}
