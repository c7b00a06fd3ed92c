import { z } from 'zod';
import type { CallDescription, FeatureCalls } from '../openapi/call-description.js';
import { blogName } from '../openapi/path-params.js';
import { tagParam } from './feed-routes.js';

const FORMATS = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const;

/** The three feeds, in one format. */
const feedsIn = (format: keyof typeof FORMATS): CallDescription[] => {
  const answers = { [FORMATS[format]]: `The ${format === 'rss' ? 'RSS 2.0' : 'Atom'} feed.` };
  const conditional =
    'The newest public posts in full. Sends ETag and Last-Modified: a conditional GET gets 304.';
  return [
    {
      method: 'GET',
      path: `/:blog/${format}`,
      summary: `A blog's ${format} feed`,
      description: conditional,
      access: 'anyone',
      params: z.object({ blog: blogName }),
      answers,
    },
    {
      method: 'GET',
      path: `/:blog/tagged/:tag/${format}`,
      summary: `A blog's ${format} feed of one tag`,
      description: conditional,
      access: 'anyone',
      params: z.object({ blog: blogName, tag: tagParam }),
      answers,
    },
    {
      method: 'GET',
      path: `/tagged/:tag/${format}`,
      summary: `The site's ${format} feed of a tag`,
      description: conditional,
      access: 'anyone',
      params: z.object({ tag: tagParam }),
      answers,
    },
  ];
};

/** RSS and Atom feeds (feeds/feed-routes.ts). */
export const feedCalls: FeatureCalls = {
  tag: 'feeds',
  about: 'RSS 2.0 and Atom feeds of blogs and tags, for feed readers.',
  calls: [...feedsIn('rss'), ...feedsIn('atom')],
};
