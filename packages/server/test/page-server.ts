import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 answering fixed pages, for the tests of what the server fetches
 * from a member's link (issue 17): the app under test is told its `host:port` is fetchable
 * (config fetchTestAllow), as nothing else on a private address ever is.
 */
export interface PageServer {
  base: string;
  hostPort: string;
  close(): Promise<void>;
}

export type Pages = Record<
  string,
  { type: string; body: string | Buffer; status?: number; headers?: Record<string, string> }
>;

export async function startPageServer(pages: Pages): Promise<PageServer> {
  const server: Server = createServer((req, res) => {
    const page = pages[(req.url ?? '/').split('?')[0]!];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not here');
      return;
    }
    res.writeHead(page.status ?? 200, { 'content-type': page.type, ...page.headers });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
