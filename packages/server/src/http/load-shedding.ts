import type { ServerResponse } from 'node:http';
import { messages } from '@rookery/core';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { UnavailableError } from './errors.js';
import { isCall } from './security-headers.js';

/**
 * Requests one process works on at once (MAX_IN_FLIGHT) when the operator sets none. A healthy
 * process holds a few dozen (rate × latency: 300 req/s at 50 ms is 15); uploads and slow clients
 * add some. Past it the process is taking requests faster than it answers them, and every one more
 * waits longer and holds its memory: at 300 req/s against a process that answered 200, RSS reached
 * 1.37 GB in two minutes with nothing refused (issue 22's mixed load, `npm run bench`).
 */
export const MAX_IN_FLIGHT_DEFAULT = 256;

/** Seconds a refused client is told to wait (Retry-After). */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** How often a process that refuses requests says so in its log, with the count. */
const REPORT_INTERVAL_MS = 60_000;

const HELD = Symbol('holds an in-flight slot');
type Held = ServerResponse & { [HELD]?: boolean };

/**
 * Load shedding: each request holds a slot until its response closes (sent, or its connection
 * gone); when every slot is taken, a new request is refused at once with 503 and Retry-After,
 * before anything is read or done for it, so it changes nothing. The queue of work, and the memory
 * and latency it costs, stay bounded however many requests arrive. Per process: with WORKERS=N each
 * has its own slots, as each has its own CPU.
 */
export class Admission {
  private inFlight = 0;
  private refused = 0;
  private lastReport = 0;
  /** Called with the response as `this` when it closes: one function for every request. */
  private readonly onClose: (this: ServerResponse) => void;

  constructor(
    readonly max: number,
    private readonly log?: FastifyBaseLogger,
  ) {
    const admission = this;
    this.onClose = function (this: ServerResponse) {
      admission.release(this);
    };
  }

  /** Requests holding a slot now. */
  get held(): number {
    return this.inFlight;
  }

  /** Takes a slot for `res` until it closes; an UnavailableError to answer with when none is free. */
  admit(res: ServerResponse): UnavailableError | null {
    if (this.inFlight >= this.max) return this.refuse();
    this.inFlight++;
    (res as Held)[HELD] = true;
    res.on('close', this.onClose);
    return null;
  }

  /**
   * Gives the slot back before the response ends: a stream that stays open for as long as the
   * reader keeps it (the push stream) is not work waiting to be done.
   */
  release(res: ServerResponse): void {
    if (!(res as Held)[HELD]) return;
    (res as Held)[HELD] = false;
    this.inFlight--;
  }

  private refuse(): UnavailableError {
    this.refused++;
    const now = Date.now();
    if (now - this.lastReport >= REPORT_INTERVAL_MS) {
      this.log?.warn(
        { refused: this.refused, maxInFlight: this.max },
        'busy: refusing requests past MAX_IN_FLIGHT with 503',
      );
      this.lastReport = now;
      this.refused = 0;
    }
    return new UnavailableError(messages.serverBusy);
  }
}

/**
 * A browser loading a page (not a call: /svc/, /v2/) that is refused as busy gets words a person can
 * read, not the API's envelope as raw text; it tries again by itself after a few seconds.
 */
const BUSY_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Rookery is busy</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f1ea;color:#1f2328;font:16px/1.5 system-ui,sans-serif}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:0 0 1.5rem}
a{color:#0b5cad}
@media (prefers-color-scheme:dark){body{background:#001935;color:#e8edf2}a{color:#7fc4ff}}
</style>
</head>
<body>
<main>
<h1>Rookery is busy</h1>
<p>${messages.serverBusy} This page will try again by itself in a few seconds.</p>
<a href="">Try again now</a>
</main>
</body>
</html>
`;

const isPageLoad = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isCall(request.url) &&
  (request.headers.accept?.includes('text/html') ?? false);

/** Answers a request refused as busy: 503 with Retry-After, a page for a browser's page load, else the error. */
export function answerBusy(
  request: FastifyRequest,
  reply: FastifyReply,
  busy: UnavailableError,
  done: HookHandlerDoneFunction,
): void {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  if (isPageLoad(request)) {
    // Answered from the hook: the route never runs.
    reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(BUSY_PAGE);
  } else {
    done(busy);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's request slots (app.ts). */
    admission: Admission;
  }
}
