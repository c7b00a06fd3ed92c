/**
 * The numbers of the seeded dataset at a given scale. The full size is the issue's: 10k users,
 * 20k blogs, 1M posts (200k of them reblogs), 1.5M follows, 3M likes; and 50k conversations.
 */
export interface Dataset {
  users: number;
  blogs: number;
  posts: number;
  reblogs: number;
  follows: number;
  likes: number;
  /** Followers of the most followed blog; the rest fall off as rank^-zipf. */
  maxFollowers: number;
  zipf: number;
  /** Distinct tags; tag k (0-based) is drawn with a Zipf-ish weight, so tag 0 is the most used. */
  tagVocabulary: number;
  /** How many blogs the two special users' blogs follow. */
  fewFollows: number;
  manyFollows: number;
  /** Conversations between blogs drawn at random, and those of the reader's blogs (unread counts). */
  conversations: number;
  readerConversations: number;
  /** The users that sign in: a typical one, the one following few blogs, the one following many. */
  readerUserId: number;
  fewUserId: number;
  manyUserId: number;
}

export const FULL = {
  users: 10_000,
  posts: 1_000_000,
  reblogs: 200_000,
  follows: 1_500_000,
  likes: 3_000_000,
  conversations: 50_000,
};
/** Conversations of the reader's two blogs: about a quarter of them unread. */
export const READER_CONVERSATIONS = 40;
export const MAX_FOLLOWERS = 5_000;
export const FEW_FOLLOWS = 100;
export const MANY_FOLLOWS = 5_000;
/** Every seeded user's password. */
export const BENCH_PASSWORD = 'bench-password';

export const emailOf = (userId: number, dataset: Dataset): string =>
  userId === dataset.fewUserId
    ? 'follows-few@bench.test'
    : userId === dataset.manyUserId
      ? 'follows-many@bench.test'
      : `user${userId}@bench.test`;
export const blogName = (blogId: number): string => `blog${blogId}`;

/**
 * The exponent s for which sum over ranks 1..n of min(cap, round(top * r^-s)) is about `total`:
 * the followers of the blog at rank r (rank 1 = blog id 1).
 */
export function zipfExponent(n: number, top: number, cap: number, total: number): number {
  const sum = (s: number) => {
    let t = 0;
    for (let r = 1; r <= n; r++) t += Math.min(cap, Math.round(top * r ** -s));
    return t;
  };
  let lo = 0.01;
  let hi = 4;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) > total) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export function datasetAt(scale: number): Dataset {
  const users = Math.max(100, Math.round(FULL.users * scale));
  const blogs = users * 2;
  // Followers come from the primary blogs of every user but the two special ones.
  const pool = users - 2;
  const manyFollows = Math.min(MANY_FOLLOWS, Math.floor(blogs / 4));
  const fewFollows = Math.min(FEW_FOLLOWS, Math.floor(manyFollows / 2));
  const follows = Math.round(FULL.follows * scale);
  // The two special users may follow the top blog too: the rest of its followers stop two short.
  const maxFollowers = Math.min(pool - 1, Math.max(20, Math.round(MAX_FOLLOWERS * scale) - 2));
  return {
    users,
    blogs,
    posts: Math.round(FULL.posts * scale),
    reblogs: Math.round(FULL.reblogs * scale),
    follows,
    likes: Math.round(FULL.likes * scale),
    maxFollowers,
    zipf: zipfExponent(blogs, maxFollowers, pool - 1, follows - fewFollows - manyFollows),
    tagVocabulary: Math.max(200, Math.round(2_000 * Math.sqrt(scale))),
    fewFollows,
    manyFollows,
    conversations: Math.round(FULL.conversations * scale),
    readerConversations: READER_CONVERSATIONS,
    readerUserId: Math.floor(users / 2),
    fewUserId: users - 1,
    manyUserId: users,
  };
}
