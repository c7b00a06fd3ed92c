// "Another site" for the journeys of issue 17 (a link post read from a page, a photo by address):
// a small HTTP server on 127.0.0.1 beside the app, whose address the app is told it may fetch
// (FETCH_TEST_ALLOW), as it may nothing else on a private address. Started by serve.mjs.
import { createServer } from 'node:http';
import sharp from 'sharp';

const photo = await sharp({
  create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 110, b: 160 } },
})
  .jpeg()
  .toBuffer();

const pages = {
  '/article': {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html><head>
      <title>Rooks at dusk (fallback)</title>
      <meta property="og:title" content="Rooks at dusk">
      <meta property="og:description" content="Where the rookery goes when the light fails.">
      <meta name="author" content="Ada Lovelace">
      <meta property="og:image" content="/photo.jpg">
      </head><body><p>An article.</p></body></html>`,
  },
  '/photo.jpg': { type: 'image/jpeg', body: photo },
};

/** Serves the pages above on `port` until the process ends. */
export function startOutsideSite(port) {
  const server = createServer((req, res) => {
    const page = pages[(req.url ?? '/').split('?')[0]];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not here');
      return;
    }
    res.writeHead(200, { 'content-type': page.type });
    res.end(page.body);
  });
  server.listen(port, '127.0.0.1');
  return server;
}
