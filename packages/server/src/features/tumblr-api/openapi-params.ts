import { z } from 'zod';

/** What the API's descriptions share: a blog identifier in the path, the API key and JSONP callback. */

export const blogParams = z.object({
  blog: z.string().describe('A blog identifier: its name, its host name, or its uuid (`t:…`).'),
});

export const apiKeyQuery = z.object({
  api_key: z.string().optional().describe('The consumer key of an app registered at /settings/apps.'),
  callback: z
    .string()
    .optional()
    .describe('JSONP: wrap the answer in a call to this function (always HTTP 200).'),
});
