import { PassThrough } from 'node:stream';
import type { PushEvent } from '@rookery/core';

/**
 * A client slower than this many buffered bytes is cut off rather than buffered without end; its
 * EventSource reconnects and starts from fresh counts.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * One open GET /svc/push: the Server-Sent Events text of one browser tab. `body` is what the route
 * answers; Fastify pipes it to the socket and destroys it when the client goes away.
 */
export class PushStream {
  readonly body = new PassThrough();

  constructor(
    readonly userId: string,
    retryMs: number,
  ) {
    // The reconnect delay the browser waits after a drop, written first so the headers go out now.
    this.write(`retry: ${Math.round(retryMs)}\n\n`);
  }

  get closed(): boolean {
    return this.body.destroyed || this.body.writableEnded;
  }

  send(event: PushEvent): void {
    this.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /** A comment line: keeps proxies and load balancers from timing out a quiet connection. */
  heartbeat(): void {
    this.write(':\n\n');
  }

  close(): void {
    if (!this.closed) this.body.end();
  }

  onClose(listener: () => void): void {
    this.body.once('close', listener);
  }

  private write(text: string): void {
    if (this.closed) return;
    if (this.body.writableLength > MAX_BUFFERED_BYTES) {
      this.body.destroy();
      return;
    }
    this.body.write(text);
  }
}
