import { z } from 'zod';

/** How many blogs one answer may suggest, and how many the client asks for (every surface slices it). */
export const SUGGESTED_BLOGS_MAX = 20;
export const SUGGESTED_BLOGS_DEFAULT = 8;

/** GET /svc/blogs/suggested?limit=…: blogs to follow, for visitors too. */
export const suggestedBlogsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SUGGESTED_BLOGS_MAX).default(SUGGESTED_BLOGS_DEFAULT),
});

/**
 * Why a blog is suggested: blogs the reader's follows follow (`graph`, with how many of them and
 * the names of up to two), or blogs whose recent posts draw notes (`trending`).
 */
export type SuggestionReason = { kind: 'graph'; count: number; names: string[] } | { kind: 'trending' };

export interface SuggestedBlog {
  name: string;
  title: string;
  avatar_url: string;
  avatar_shape: 'circle' | 'square';
  /** False when suggested; the client flips it when the reader follows from the list. */
  following: boolean;
  reason: SuggestionReason;
}

export interface SuggestedBlogsResponse {
  blogs: SuggestedBlog[];
}

/** "Followed by ann and ben", "Followed by ann and 3 others", or "Trending". */
export function suggestionReasonLabel(reason: SuggestionReason): string {
  if (reason.kind === 'trending') return 'Trending';
  const [first, second] = reason.names;
  if (!first) return 'Followed by blogs you follow';
  const others = reason.count - 1;
  if (others === 0) return `Followed by ${first}`;
  if (others === 1 && second) return `Followed by ${first} and ${second}`;
  return `Followed by ${first} and ${others} others`;
}

/** The heading of the list wherever it shows (issue 15, after Tumblr's). */
export const SUGGESTED_BLOGS_TITLE = 'Check out these blogs';
