import type { FeatureCalls } from '../openapi/call-description.js';

/** The app's pages and the built client's files (shell/routes.ts). */
export const shellCalls: FeatureCalls = {
  tag: 'pages',
  about: 'Pages, files and links for browsers: the app, its files, avatars, media, short links.',
  calls: [
    {
      method: 'GET',
      path: '/*',
      summary: "The app's pages (the dashboard, a blog, a post, ...), and the built client's files",
      description:
        "Any other GET outside `/svc/` is a page: the app's HTML with the bootstrap data, public pages rendered on the server with their titles and Open Graph tags. The built client's files are here too: hashed names under `/assets/` are cached for good.",
      access: 'anyone',
      answers: {
        'text/html': 'A page of the app.',
        'application/octet-stream': 'A file of the built client.',
      },
      unrouted: true,
    },
  ],
};
