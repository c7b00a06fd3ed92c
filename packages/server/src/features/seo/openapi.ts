import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Crawlers' files (seo/routes.ts). */
export const seoCalls: FeatureCalls = {
  tag: 'seo',
  about: 'What search engines read: robots.txt and the sitemaps.',
  calls: [
    {
      method: 'GET',
      path: '/robots.txt',
      summary: 'Where crawlers may go',
      access: 'anyone',
      answers: { 'text/plain': 'robots.txt.' },
    },
    {
      method: 'GET',
      path: '/sitemap.xml',
      summary: 'The sitemap of blogs and posts, or the index of its shards when it is too big',
      access: 'anyone',
      answers: { 'application/xml': 'A urlset or a sitemapindex.' },
    },
    {
      method: 'GET',
      path: '/sitemaps/:file',
      summary: 'One shard of the sitemap',
      access: 'anyone',
      params: z.object({
        file: z
          .string()
          .regex(/^(blogs|posts)-[1-9]\d*\.xml$/)
          .describe('blogs-{n}.xml or posts-{n}.xml.'),
      }),
      answers: { 'application/xml': 'A urlset.' },
    },
  ],
};
