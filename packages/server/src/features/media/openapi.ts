import { uploadFieldsSchema, uploadUrlSchema } from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';
import { videoQuery } from './video/video-routes.js';

/** Media (media/routes.ts, video/): uploads, images by address, video conversion, captions. */
export const mediaCalls: FeatureCalls = {
  tag: 'media',
  about:
    "Uploading files for posts, images by address, a video's conversion and its captions, and the stored files.",
  calls: [
    {
      method: 'POST',
      path: '/svc/media/upload',
      summary: 'Upload one file (image, audio or video) for a post',
      description:
        'Multipart, one file in `file`; the form key must come in the `X-Form-Key` header. Each kind has its size limit, and the account its storage.',
      access: 'member',
      body: uploadFieldsSchema.extend({ file: z.file().describe('The file.') }),
      encodings: ['multipart'],
      returns: "The stored upload: its address, kind and size (a video's conversion follows).",
    },
    {
      method: 'POST',
      path: '/svc/media/upload_url',
      summary: 'Store an image from its address, as an upload of the file would be',
      access: 'member',
      body: uploadUrlSchema,
      returns: 'The stored upload.',
    },
    {
      method: 'GET',
      path: '/svc/media/video',
      summary: 'Where the conversion of one of your videos stands',
      access: 'member',
      query: videoQuery,
    },
    {
      method: 'POST',
      path: '/svc/media/captions',
      summary: 'Add WebVTT captions to one of your videos',
      description: 'Multipart: `video` (its address), then `file`; the form key in the `X-Form-Key` header.',
      access: 'member',
      body: z.object({
        video: z.string().describe("The video's address."),
        file: z.file().describe('A WebVTT file.'),
      }),
      encodings: ['multipart'],
      returns: '`{ captions_url }`.',
    },
    {
      method: 'DELETE',
      path: '/svc/media/captions',
      summary: "Remove a video's captions",
      access: 'member',
      query: videoQuery,
      returns: '`{ captions_url: null }`.',
    },
    {
      method: 'GET',
      path: '/media/*',
      summary: 'A stored file: an upload, a photo size, a converted video',
      access: 'anyone',
      answers: { 'application/octet-stream': 'The file, with its own media type; cached a day.' },
      tag: 'pages',
    },
  ],
};
