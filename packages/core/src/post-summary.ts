import { plainText as plain } from './plain-text.js';
import type { PostView } from './posts/view.js';

/** About a tab's width: longer text is cut at a word and ends in an ellipsis. */
export const POST_SUMMARY_MAX = 60;

/** The fields a post's words are in, in the order a reader meets them; never an embed or an address. */
const TEXT_FIELDS = ['body', 'caption', 'quote', 'ask', 'answer', 'excerpt', 'chat', 'track_title'] as const;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > max / 2 ? cut.slice(0, word) : cut).trimEnd()}…`;
}

type Summarized = Pick<PostView, 'type' | 'title' | 'trail' | (typeof TEXT_FIELDS)[number]>;

/**
 * A post in a few words, for a tab's title and the page's head tags ("{summary} — {blog title}"):
 * its title, else the start of its text (a reblog without a comment: the text it reblogged), else
 * what kind of post it is. The browser and the server name a page the same way with it.
 */
export function postSummary(post: Summarized): string {
  const title = plain(post.title ?? '');
  if (title) return clip(title, POST_SUMMARY_MAX);
  const own = TEXT_FIELDS.map((field) => plain(post[field] ?? '')).find(Boolean);
  const text = own ?? post.trail.map((item) => plain(item.content)).find(Boolean);
  if (text) return clip(text, POST_SUMMARY_MAX);
  return `${post.type[0]?.toUpperCase()}${post.type.slice(1)} post`;
}
