import { EventEmitter } from 'node:events';
import { type ClientRequest, request as httpRequest } from 'node:http';
import { messages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openEventStream } from '../../test/live-client.js';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../test/test-app.js';
import { Admission } from './load-shedding.js';

/**
 * Load shedding over real sockets: a request whose body has not finished arriving holds its slot
 * (the hook runs before the body is read), which lets the test fill a process's slots at will.
 */
const MAX = 2;
let t: TestApp;
let base: string;
/** Asked for its cookie and form key before the slots fill: inject takes a slot as well. */
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { maxInFlight: MAX } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  visitor = await t.client().start();
});
afterAll(() => t.close());

/** A POST that sends its headers and then waits, its body never finished: in flight until cut. */
function heldRequest(): Promise<ClientRequest> {
  const held = httpRequest(`${base}/svc/account/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': '100' },
  });
  held.on('error', () => undefined);
  held.write('{');
  held.flushHeaders();
  const before = t.app.admission.held;
  return waitFor(() => t.app.admission.held > before).then(() => held);
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error('timed out');
}

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A visitor's sign-up as busy@example.com, with the visitor's cookie and form key. */
async function signUp(): Promise<Response> {
  return fetch(`${base}/svc/account/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      connection: 'close',
      cookie: cookieOf(visitor),
      'x-form-key': visitor.formKey,
    },
    body: JSON.stringify({ email: 'busy@example.com', password: 'correct horse battery', blog_name: 'busy' }),
  });
}

const accounts = () =>
  t.deps.db.selectFrom('users').select('id').where('email', '=', 'busy@example.com').execute();

const ping = () => fetch(`${base}/svc/ping`, { headers: { connection: 'close' } });

describe('load shedding (MAX_IN_FLIGHT)', () => {
  it('answers 503 with Retry-After and the busy message once every slot is held, changes nothing, and serves again when one frees', async () => {
    expect((await ping()).status).toBe(200);
    const first = await heldRequest();
    const second = await heldRequest();
    onTestFinished(() => {
      first.destroy();
      second.destroy();
    });
    expect(t.app.admission.held).toBe(MAX);

    const refused = await ping();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    const body = (await refused.json()) as { meta: { status: number }; errors: { detail: string }[] };
    expect(body.meta.status).toBe(503);
    expect(body.errors[0]?.detail).toBe(messages.serverBusy);

    // The Tumblr-compatible API answers in its own envelope.
    const api = await fetch(`${base}/v2/tagged?tag=art`, { headers: { connection: 'close' } });
    expect(api.status).toBe(503);
    expect(((await api.json()) as { meta: { status: number } }).meta.status).toBe(503);

    // A refused sign-up makes no account: it is refused before its body is read.
    expect((await signUp()).status).toBe(503);
    expect(await accounts()).toEqual([]);

    // A browser's page load gets a page a person can read, which tries again by itself.
    const page = await fetch(`${base}/dashboard`, { headers: { accept: 'text/html', connection: 'close' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('1');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<title>Rookery is busy</title>');
    expect(html).toContain(messages.serverBusy);
    expect(html).toContain('http-equiv="refresh"');
    // A call that accepts HTML as well still gets the envelope.
    const call = await fetch(`${base}/svc/ping`, {
      headers: { accept: 'text/html, */*', connection: 'close' },
    });
    expect(call.headers.get('content-type')).toContain('application/json');

    // The load balancer's check still answers: busy is not broken. The client's files are not
    // refused either (none is built for the tests: 404).
    expect((await fetch(`${base}/svc/health`, { headers: { connection: 'close' } })).status).toBe(200);
    expect((await fetch(`${base}/assets/index.js`, { headers: { connection: 'close' } })).status).toBe(404);

    first.destroy();
    await waitFor(() => t.app.admission.held < MAX);
    expect((await ping()).status).toBe(200);
    // The same sign-up, with a slot free, is taken.
    expect((await signUp()).status).toBe(200);
    expect(await accounts()).toHaveLength(1);
    second.destroy();
    await waitFor(() => t.app.admission.held === 0);
  });

  it('does not count an open push stream as work in flight', async () => {
    const cookie = cookieOf(await signedUp(t, 'streamer'));
    // One after another: while it opens, a stream is a request like any other.
    const streams = [];
    for (let i = 0; i < MAX + 1; i++) {
      const stream = await openEventStream(`${base}/svc/push`, cookie);
      onTestFinished(() => stream.close());
      streams.push(stream);
    }
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(t.app.admission.held).toBe(0);
    expect((await ping()).status).toBe(200);
  });

  it('gives back the slots of requests answered through inject as well', async () => {
    const client = t.client();
    for (let i = 0; i < MAX * 3; i++) expect((await client.get('/svc/ping')).status).toBe(200);
    expect(t.app.admission.held).toBe(0);
  });
});

describe('Admission', () => {
  it('releases a slot once, however often it is given back', () => {
    const admission = new Admission(1);
    const res = new EventEmitter() as never;
    expect(admission.admit(res)).toBeNull();
    expect(admission.admit(new EventEmitter() as never)?.status).toBe(503);
    admission.release(res);
    (res as unknown as { emit(e: string): void }).emit('close');
    expect(admission.held).toBe(0);
    expect(admission.admit(new EventEmitter() as never)).toBeNull();
    expect(admission.held).toBe(1);
  });
});
