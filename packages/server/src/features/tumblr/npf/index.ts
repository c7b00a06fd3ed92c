/**
 * The Neue Post Format and Rookery's posts, one module for both directions (issue 21 reads NPF
 * into Rookery; a Tumblr-compatible API, issue 24, writes Rookery posts as NPF beside it in
 * from-rookery/). schema.ts is the format both read and write.
 */

export { npfPostOf, type RookeryPost } from './from-rookery/post.js';
export type * from './from-rookery/types.js';
export * from './schema.js';
export { npfToImported } from './to-rookery/post.js';
