import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import inject from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { discardRest } from './receive.js';

describe('discardRest', () => {
  it('answers, reads on, and cuts off a sender still sending after the linger', async () => {
    let refused: IncomingMessage | undefined;
    const server = createServer((req, res) => {
      refused = req;
      res.writeHead(413, { 'content-type': 'text/plain' }).end('too large');
      discardRest(req, 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const sender = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/upload' });
      sender.setHeader('content-length', String(10_000_000));
      const status = new Promise<number | undefined>((resolve) =>
        sender.on('response', (r) => resolve(r.statusCode)),
      );
      const cut = new Promise<void>((resolve) => sender.on('error', () => resolve()));
      const feeding = setInterval(() => sender.write(Buffer.alloc(1024)), 20);
      expect(await status).toBe(413);
      const started = Date.now();
      await Promise.race([cut, new Promise<void>((resolve) => sender.once('close', () => resolve()))]);
      clearInterval(feeding);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(refused?.socket.destroyed).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('ends a request made in-process, which has no socket to destroy, without an error', async () => {
    const errors: unknown[] = [];
    const onError = (e: unknown) => errors.push(e);
    process.on('uncaughtException', onError);
    try {
      let refused: IncomingMessage | undefined;
      // A body that never ends, as a sender that goes on sending.
      const body = new PassThrough();
      body.write('x'.repeat(100));
      await inject(
        (req, res) => {
          refused = req;
          res.writeHead(413).end();
          discardRest(req, 50);
        },
        { method: 'POST', url: '/upload', payload: body, headers: { 'content-length': '1000000' } },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(refused?.destroyed).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
