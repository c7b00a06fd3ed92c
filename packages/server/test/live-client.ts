import { get, type IncomingHttpHeaders } from 'node:http';

/**
 * Clients over real HTTP, for tests that need a listening server: a browser-like caller (cookies,
 * form key) and an EventSource-like reader of text/event-stream answers (inject cannot hold a
 * stream open).
 */

export interface StreamEvent {
  event: string;
  data: unknown;
  /** performance.now() when it arrived. */
  at: number;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The `retry:` hint, once read. */
  retry: number | undefined;
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /**
   * The first event not taken yet that is of `type` (any type when omitted); rejects after
   * `timeoutMs`. Events of other types stay for later calls.
   */
  next(type?: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream (or close() cuts it). */
  ended: Promise<void>;
  close(): void;
}

/**
 * GET `url` as an EventSource would, on a socket of its own (node:http without an agent: fetch's
 * pool may open a spare connection that never carries a request, which holds up server.close()).
 */
export function openEventStream(url: string, cookie: string): Promise<EventStream> {
  return new Promise((resolveOpen, rejectOpen) => {
    const request = get(url, { agent: false, headers: { cookie, accept: 'text/event-stream' } });
    request.on('error', rejectOpen);
    request.on('response', (res) => {
      const taken = new Set<StreamEvent>();
      const waiters = new Set<() => void>();
      let buffer = '';
      const stream: EventStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        retry: undefined,
        comments: 0,
        events: [],
        next(type, timeoutMs = 2000) {
          return new Promise((resolve, reject) => {
            const check = () => {
              const found = stream.events.find((e) => !taken.has(e) && (!type || e.event === type));
              if (!found) return false;
              taken.add(found);
              waiters.delete(check);
              clearTimeout(timer);
              resolve(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              reject(
                new Error(
                  `no ${type ?? 'event'} within ${timeoutMs} ms; had ${JSON.stringify(stream.events)}`,
                ),
              );
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        ended: new Promise((resolve) => res.on('close', resolve)),
        close: () => request.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments++;
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
          }
          if (data.length === 0) continue;
          stream.events.push({ event, data: JSON.parse(data.join('\n')), at: performance.now() });
          for (const waiter of [...waiters]) waiter();
        }
      });
      res.on('error', () => undefined);
      resolveOpen(stream);
    });
  });
}

/** A browser over real HTTP: keeps cookies and the form key between calls. */
export class LiveClient {
  readonly cookies = new Map<string, string>();
  formKey = '';

  constructor(public baseUrl: string) {}

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: { response: T; errors: unknown[] } }> {
    const headers: Record<string, string> = { cookie: this.cookie };
    if (method !== 'GET') headers['x-form-key'] = this.formKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const parsed = (await res.json()) as { response: T; errors: unknown[] };
    const formKey = (parsed.response as { form_key?: unknown } | null)?.form_key;
    if (typeof formKey === 'string') this.formKey = formKey;
    return { status: res.status, body: parsed };
  }

  async register(email: string, blogName: string, password = 'correct horse battery') {
    if (!this.formKey) await this.request('GET', '/svc/account/session');
    return this.request('POST', '/svc/account/register', { email, password, blog_name: blogName });
  }
}
