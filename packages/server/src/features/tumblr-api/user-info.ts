import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { blogsOfUser } from '../blogs/blogs.js';
import { type ApiBlog, countsOf, presentApiBlog } from './blog-presenter.js';

/** GET /v2/user/info's `user` (api.md "/user/info"). */
export interface ApiUserInfo {
  name: string;
  likes: number;
  following: number;
  default_post_format: 'html';
  blogs: ApiBlog[];
}

/**
 * The user a token acts for: named by their primary blog, as on Tumblr; `following` is what that
 * blog follows (people follow as a blog here, and the primary blog is the one Tumblr counts).
 */
export async function userInfo(db: Db, userId: string): Promise<ApiUserInfo> {
  const [user, blogs] = await Promise.all([
    db
      .selectFrom('users')
      .select(['primary_blog_id', 'liked_post_count'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    blogsOfUser(db, userId),
  ]);
  const primary = blogs.find((b) => b.id === user.primary_blog_id) ?? blogs[0];
  const [counts, following] = await Promise.all([
    countsOf(
      db,
      blogs.map((b) => b.id),
    ),
    primary
      ? db
          .selectFrom('follows')
          .select(sql<string>`count(*)`.as('n'))
          .where('follower_blog_id', '=', primary.id)
          .executeTakeFirstOrThrow()
      : { n: '0' },
  ]);
  const ordered = primary ? [primary, ...blogs.filter((b) => b !== primary)] : blogs;
  return {
    name: primary?.name ?? '',
    likes: user.liked_post_count,
    following: Number(following.n),
    default_post_format: 'html',
    blogs: ordered.map((b) =>
      presentApiBlog(b, counts.get(b.id) ?? { posts: 0, updated: 0, followers: 0 }, {
        primary: b === primary,
      }),
    ),
  };
}
