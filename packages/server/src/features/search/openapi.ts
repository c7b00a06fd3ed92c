import {
  blogSearchQuerySchema,
  blogSearchTypeaheadQuerySchema,
  searchTypeaheadQuerySchema,
  siteSearchQuerySchema,
} from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { blogParams, blogTermParams } from './routes.js';

/** Search (search/routes.ts). */
export const searchCalls: FeatureCalls = {
  tag: 'search',
  about: "Searching the site's posts, blogs and tags, and one blog's posts.",
  calls: [
    {
      method: 'GET',
      path: '/svc/search/posts',
      summary: "Search the site's posts",
      access: 'anyone',
      query: siteSearchQuerySchema,
      returns: 'A page of posts: `{ posts, next }`.',
    },
    {
      method: 'GET',
      path: '/svc/search/typeahead',
      summary: 'Blogs and tags that start with what is typed',
      access: 'anyone',
      query: searchTypeaheadQuerySchema,
      returns: '`{ blogs, tags }`.',
    },
    {
      method: 'GET',
      path: '/svc/search/blog_search/:blogname/:term',
      summary: "Search one blog's posts",
      access: 'anyone',
      params: blogTermParams,
      query: blogSearchQuerySchema,
      returns: '`{ posts, next_offset }`.',
    },
    {
      method: 'GET',
      path: '/svc/search/blog_search_typeahead/:blogname',
      summary: "A blog's popular tags, or those that start with what is typed",
      access: 'anyone',
      params: blogParams,
      query: blogSearchTypeaheadQuerySchema,
      returns: '`{ tags }`.',
    },
  ],
};
