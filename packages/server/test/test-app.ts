import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Envelope } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import type { AppDeps } from '../src/deps.js';
import { runJobsOnce } from '../src/jobs/index.js';
import { createMailer } from '../src/mail/mailer.js';
import { createLocalMediaStore, type MediaStore } from '../src/media/store.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  dataDir: string;
  client(): TestClient;
  /** Runs every job that is due now, then returns: tests drive the jobs rather than wait for them. */
  runJobs(): Promise<void>;
  close(): Promise<void>;
}

/** What the app runs on in tests: the database at `url` over `db`, files in `dataDir`. */
export function testDeps(db: Db, url: string, dataDir: string, smtpUrl?: string): AppDeps {
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: url,
    dataDir,
    publicUrl: 'http://rookery.test',
    smtpUrl,
    mailFrom: 'Rookery <no-reply@rookery.test>',
    sessionSecret: 'test-secret',
    seedDemo: false,
    workers: 1,
    webDist: join(dataDir, 'no-web-build'),
    // The web's PostCard from source: Vitest compiles the TSX as it imports it.
    postRenderer: resolve(import.meta.dirname, '../../web/src/ssr/render-posts.tsx'),
    pageRenderer: resolve(import.meta.dirname, '../../web/src/ssr/render-page.tsx'),
    // Vitest compiles the web's modules as a first render imports them: slower than a build.
    pageRenderTimeLimitMs: 10_000,
    logLevel: 'silent',
    trustProxy: false,
    // Test files make many accounts, posts and messages from the clients' default address; the
    // abuse-limit tests act from other addresses, where the real limits hold.
    rateLimitExemptAddresses: ['127.0.0.1'],
  };
  return {
    config,
    db,
    databaseUrl: url,
    media: createLocalMediaStore(dataDir),
    mailer: createMailer({ smtpUrl, from: config.mailFrom, dataDir }),
  };
}

/** The real app on a fresh database of its own; mail through SMTP when a URL is given. */
export async function createTestApp(
  options: {
    smtpUrl?: string;
    config?: Partial<Config>;
    media?: MediaStore;
    /** Routes only this test needs, added before the app is ready. */
    beforeReady?: (app: FastifyInstance) => Promise<void>;
  } & BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'rookery-test-data-'));
  const deps = testDeps(database.db, database.url, dataDir, options.smtpUrl);
  Object.assign(deps.config, options.config);
  if (options.media) deps.media = options.media;
  const app = await buildApp(deps, options);
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    client: () => new TestClient(app),
    runJobs: () => runJobsOnce(deps, { connectionString: database.url }),
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new client signed up as `name@example.com` with a blog named `name`; fails loudly if refused. */
export async function signedUp(t: TestApp, name: string): Promise<TestClient> {
  const client = t.client();
  const res = await client.register(`${name}@example.com`, name);
  if (res.status !== 200) throw new Error(`sign-up of ${name} failed: ${res.raw}`);
  return client;
}

export interface TestResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
  raw: string;
}

interface RequestOptions {
  /** Send this form key instead of the session's; `null` sends none. */
  formKey?: string | null;
  /** Send the body form-encoded (a string as is). */
  form?: string;
  /** Send this text as a text/plain body (what navigator.sendBeacon sends for a string). */
  text?: string;
  /** The client's address as the server sees it. */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** A browser-like client over HTTP (inject): keeps cookies and the form key between calls. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  formKey = '';
  /** Every request of this client comes from this address. */
  remoteAddress = '127.0.0.1';

  constructor(private readonly app: FastifyInstance) {}

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const key = options.formKey === undefined ? this.formKey : options.formKey;
    if (key && method !== 'GET') headers['x-form-key'] = key;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = options.form;
    } else if (options.text !== undefined) {
      headers['content-type'] = 'text/plain;charset=UTF-8';
      payload = options.text;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: options.remoteAddress ?? this.remoteAddress,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    const parsed = isJson ? (res.json() as Envelope<T>) : ({} as Envelope<T>);
    const formKey = (parsed.response as { form_key?: unknown } | null)?.form_key;
    if (typeof formKey === 'string') this.formKey = formKey;
    return { status: res.statusCode, body: parsed, headers: res.headers, raw: res.body };
  }

  get<T = any>(url: string) {
    return this.request<T>('GET', url);
  }

  post<T = any>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', url, body ?? {}, options);
  }

  /** Opens the site as a page load would: visitor cookie and form key. */
  async start(): Promise<this> {
    await this.get('/svc/account/session');
    return this;
  }

  async register(email: string, blogName: string, password = 'correct horse battery') {
    if (!this.formKey) await this.start();
    return this.post('/svc/account/register', { email, password, blog_name: blogName });
  }

  async login(email: string, password = 'correct horse battery') {
    if (!this.formKey) await this.start();
    return this.post('/svc/account/login', { email, password });
  }
}
