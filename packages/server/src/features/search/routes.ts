import {
  type BlogSearchResponse,
  type BlogSearchTypeaheadResponse,
  blogSearchQuerySchema,
  blogSearchTermSchema,
  blogSearchTypeaheadQuerySchema,
  messages,
  type SearchTypeaheadResponse,
  searchTypeaheadQuerySchema,
  siteSearchQuerySchema,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withCustomPlans } from '../../db/custom-plans.js';
import { listReads } from '../../db/replica.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { findReadableBlog } from '../blogs/blogs.js';
import { presentIds, runPipeline } from '../posts/pipeline/run.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { blogSearch } from './blog-search.js';
import { siteSearchSkeleton } from './site-search.js';
import { findBlogs, findTags, popularTags } from './typeahead.js';

export const blogParams = z.object({ blogname: z.string().min(1).max(64) });
export const blogTermParams = blogParams.extend({ term: blogSearchTermSchema });

/**
 * Search (issue 16; core search.ts lists the calls). The reads run with plans made for their terms
 * (db/custom-plans.ts); the posts found are hydrated and presented as every list's are.
 */
export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.get('/svc/search/posts', async (request) => {
    const query = parse(siteSearchQuerySchema, request.query);
    const viewer = await loadViewer(db, request.session);
    // A list read: the replica's, when there is one (db/replica.ts).
    const reads = listReads(deps, request);
    const skeleton = await withCustomPlans(reads, (tx) => siteSearchSkeleton(tx, viewer, query));
    return ok(await runPipeline(reads, viewer, skeleton));
  });

  app.get('/svc/search/typeahead', async (request) => {
    const { q, limit } = parse(searchTypeaheadQuerySchema, request.query);
    const viewer = await loadViewer(db, request.session);
    const answer = await withCustomPlans(db, async (tx) => ({
      blogs: await findBlogs(tx, viewer, q, limit),
      tags: await findTags(tx, q, limit),
    }));
    return ok<SearchTypeaheadResponse>(answer);
  });

  app.get('/svc/search/blog_search/:blogname/:term', async (request) => {
    const { blogname, term } = parse(blogTermParams, request.params);
    const query = parse(blogSearchQuerySchema, request.query);
    const blog = await findReadableBlog(db, blogname, request.session?.userId);
    if (!blog) throw new NotFoundError(messages.blogNotFound);
    const viewer = await loadViewer(db, request.session);
    const reads = listReads(deps, request);
    const page = await withCustomPlans(reads, (tx) => blogSearch(tx, viewer, blog, term, query));
    return ok<BlogSearchResponse>({
      posts: await presentIds(reads, viewer, page.ids),
      next_offset: page.nextOffset,
    });
  });

  app.get('/svc/search/blog_search_typeahead/:blogname', async (request) => {
    const { blogname } = parse(blogParams, request.params);
    const { q } = parse(blogSearchTypeaheadQuerySchema, request.query);
    const blog = await findReadableBlog(db, blogname, request.session?.userId);
    if (!blog) throw new NotFoundError(messages.blogNotFound);
    const viewer = await loadViewer(db, request.session);
    return ok<BlogSearchTypeaheadResponse>({ tags: await popularTags(db, viewer, blog, q || undefined) });
  });
}
