import {
  ACTION_RATES,
  type ActionRates,
  type LimitedAction,
  normalizePostType,
  type PostType,
} from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { dashboardSkeleton } from '../dashboard/skeleton.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { answer, badRequest } from './answers.js';
import { followingOf } from './blog-reads.js';
import { apiCaller } from './caller.js';
import { likedPage } from './liked-posts.js';
import {
  API_PAGE_MAX,
  type ApiQuery,
  apiViewer,
  idParam,
  intParam,
  postFormatOf,
  presentPosts,
} from './read-kit.js';

type UserRequest = FastifyRequest<{ Querystring: ApiQuery }>;

/** How deep `offset` reads a dashboard: Tumblr's clients page by `since_id` and offset alike. */
const DASHBOARD_MAX_OFFSET = 1000;

/** How much of the dashboard a `type` read looks through for its page: a few skeletons of 100. */
const TYPE_SCAN = { pages: 5, size: 100 };

/**
 * The dashboard's ids from `offset`, of one type when asked: the web client's skeleton read on
 * (a few hundred posts at most) until the page of that type is full.
 */
async function dashboardIds(
  db: Db,
  viewer: Viewer,
  offset: number,
  limit: number,
  type: PostType | undefined,
) {
  if (!type) return (await dashboardSkeleton(db, viewer, { limit: offset + limit })).ids.slice(offset);
  const found: string[] = [];
  let before: string | undefined;
  for (let page = 0; page < TYPE_SCAN.pages && found.length < offset + limit; page++) {
    const skeleton = await dashboardSkeleton(db, viewer, {
      limit: TYPE_SCAN.size,
      ...(before ? { before } : {}),
    });
    if (skeleton.ids.length > 0) {
      const rows = await db
        .selectFrom('posts')
        .select('id')
        .where('id', 'in', skeleton.ids)
        .where('type', '=', type)
        .execute();
      const ofType = new Set(rows.map((r) => r.id));
      found.push(...skeleton.ids.filter((id) => ofType.has(id)));
    }
    if (!skeleton.next) break;
    before = skeleton.next;
  }
  return found.slice(offset, offset + limit);
}

/**
 * GET /v2/user/dashboard (api.md `/user/dashboard`): the web client's dashboard (its skeleton and
 * rules) by `offset`, newest first, of one `type` when asked; `since_id` keeps the posts newer
 * than that one.
 */
async function dashboard(db: Db, request: UserRequest) {
  const caller = await apiCaller(request, 'read');
  const viewer = (await apiViewer(db, caller)) as Viewer;
  const query = request.query;
  const limit = intParam(query, 'limit', 1, API_PAGE_MAX, API_PAGE_MAX);
  const offset = intParam(query, 'offset', 0, DASHBOARD_MAX_OFFSET, 0);
  const sinceId = idParam(query, 'since_id');
  const type = query.type === undefined || query.type === '' ? undefined : normalizePostType(query.type);
  if (query.type !== undefined && query.type !== '' && !type) throw badRequest('Unknown post type.');
  const ids = (await dashboardIds(db, viewer, offset, limit, type)).filter(
    (id) => !sinceId || BigInt(id) > BigInt(sinceId),
  );
  return answer({ posts: await presentPosts(db, ids, viewer, postFormatOf(query)) });
}

const accountRate = (action: LimitedAction) => (ACTION_RATES[action] as ActionRates).account;

/** A budget's state as Rookery's limiter keeps it (limits/limiter.ts): when it is whole again. */
async function budgetOf(db: Db, action: LimitedAction, userId: string, description: string) {
  const rate = accountRate(action);
  if (!rate) return undefined;
  const row = await db
    .selectFrom('rate_limits')
    .select('full_at')
    .where('key', '=', `${action}:account:${userId}`)
    .executeTakeFirst();
  const now = Date.now();
  const owed = row ? Math.max(0, row.full_at.getTime() - now) : 0;
  const step = rate.windowMs / rate.max;
  return {
    description,
    limit: rate.max,
    remaining: Math.max(0, rate.max - Math.ceil(owed / step)),
    reset_at: Math.ceil((now + owed) / 1000),
  };
}

/**
 * GET /v2/user/limits (api.md `/user/limits`): the limits Rookery keeps on what an account does
 * (core ACTION_RATES), under Tumblr's names; a kind Rookery does not limit is left out.
 */
async function limits(db: Db, request: UserRequest) {
  const caller = await apiCaller(request, 'read');
  const userId = (caller.user as { id: string }).id;
  const hours = (action: LimitedAction) => accountRate(action)?.windowMs ?? 0;
  const per = (action: LimitedAction) =>
    hours(action) === 3_600_000 ? 'hour' : `${hours(action) / 60_000} minutes`;
  const [posts, follows] = await Promise.all([
    budgetOf(db, 'post', userId, `the number of posts and reblogs you can make per ${per('post')}`),
    budgetOf(db, 'follow', userId, `the number of blogs you can follow per ${per('follow')}`),
  ]);
  return answer({ user: { ...(posts ? { posts } : {}), ...(follows ? { follows } : {}) } });
}

/** The user's reads: dashboard, likes, following, limits. */
export function userReads(scope: FastifyInstance, { db }: AppDeps): void {
  scope.get('/user/dashboard', (request: UserRequest) => dashboard(db, request));
  scope.get('/user/likes', async (request: UserRequest) => {
    const caller = await apiCaller(request, 'read');
    const viewer = (await apiViewer(db, caller)) as Viewer;
    return answer(await likedPage(db, viewer, { userId: viewer.userId }, request.query, '/user/likes'));
  });
  // The blogs the user follows: their primary blog's follows, which /user/info counts.
  scope.get('/user/following', async (request: UserRequest) => {
    const caller = await apiCaller(request, 'read');
    const viewer = (await apiViewer(db, caller)) as Viewer;
    return answer(await followingOf(db, viewer.currentBlogId, request.query, viewer));
  });
  scope.get('/user/limits', (request: UserRequest) => limits(db, request));
}
