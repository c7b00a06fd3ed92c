import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';
import { namedBlog } from '../openapi/path-params.js';

/** Issue 21: importing a Tumblr export into one of the account's blogs (imports/). */
export const importCalls: FeatureCalls = {
  tag: 'imports',
  about:
    "A Tumblr backup archive (zip), a Tumblr API v2 dump (JSON) or a Rookery account export (zip) into one of the user's blogs, by a job.",
  calls: [
    {
      method: 'POST',
      path: '/svc/blog/:name/import',
      summary: 'Start an import of a Tumblr or Rookery export into the blog',
      description:
        'Multipart, one file in `file` (up to 4 GB); the form key in the `X-Form-Key` header. The owner only; 409 while another import of the blog runs. Re-importing the same posts changes nothing.',
      access: 'member',
      params: namedBlog,
      body: z.object({ file: z.file().describe('The zip archive, the JSON dump, or the Rookery export.') }),
      encodings: ['multipart'],
      returns:
        'The import, queued: `{ import: { id, kind, status, file_name, done, total, counts, report } }`.',
    },
    {
      method: 'GET',
      path: '/svc/blog/:name/imports',
      summary: "The blog's imports, newest first, with their progress and report",
      access: 'member',
      params: namedBlog,
      returns:
        '`{ imports: [...] }`: status, posts done of total, counts per type, and what could not be mapped.',
    },
  ],
};
