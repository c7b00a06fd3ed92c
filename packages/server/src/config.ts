import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { type ApiRateLimits, readApiRates } from './features/tumblr-api/rates.js';
import type { S3Settings } from './media/s3-store.js';

/** Everything the server reads from the environment, with defaults that work on a laptop. */
export interface Config {
  /** Port of the HTTP server (PORT, default 8080). */
  port: number;
  /** Address to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** A PostgreSQL server to use (DATABASE_URL); when absent an embedded PostgreSQL runs under DATA_DIR. */
  databaseUrl: string | undefined;
  /** Where the embedded database, media, mail files and the generated secret live (DATA_DIR, default ./data). */
  dataDir: string;
  /** The address people reach Rookery at, used in mailed links (PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /** Send mail through this SMTP server (SMTP_URL); when absent each mail is written to DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  /** Sender address of mail (MAIL_FROM, default "Rookery <no-reply@HOST>"). */
  mailFrom: string;
  /** Signs anonymous form keys (SESSION_SECRET); generated once and kept in DATA_DIR/session-secret. */
  sessionSecret: string;
  /** Seed demo users and blogs into an empty database (SEED_DEMO, default on only for the embedded database). */
  seedDemo: boolean;
  /** Where the built web client is (WEB_DIST, default packages/web/dist beside this package). */
  webDist: string;
  /**
   * The server-side renderer of post cards (packages/web/src/ssr/render-posts.tsx built by
   * `vite build --ssr` into packages/web/dist-ssr); tests point it at the source.
   */
  postRenderer: string;
  /** The server-side renderer of public pages (packages/web/src/ssr/render-page.tsx, built beside it). */
  pageRenderer: string;
  /** pino log level (LOG_LEVEL, default info). */
  logLevel: string;
  /**
   * Which proxies to believe about the client's address (TRUST_PROXY: "true", a hop count, or
   * addresses/CIDRs separated by commas); off by default, so X-Forwarded-For cannot dodge the
   * per-address login throttle.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Largest image message in bytes (MESSAGING_IMAGE_MAX_BYTES; core's 10485760 when absent). */
  messagingImageMaxBytes?: number;
  /** New conversations an account may start in 24 hours (MESSAGING_NEW_CONVERSATIONS_PER_DAY; core's 50 when absent). */
  newConversationsPerDay?: number;
  /** Bytes of uploads one account may keep (UPLOAD_QUOTA_BYTES; core's 10 GB when absent). */
  uploadQuotaBytes?: number;
  /**
   * Client addresses the abuse limits (sign-ups, mails, posts, replies, messages, follows, asks) do
   * not apply to (RATE_LIMIT_EXEMPT_ADDRESSES, separated by commas; none when absent): a load test
   * or an import on a trusted machine. The login throttle applies to every address.
   */
  rateLimitExemptAddresses?: string[];
  /**
   * `host:port` pairs the server fetches from even on a private address (FETCH_TEST_ALLOW,
   * separated by commas): the tests' local servers. Never set it on a public server: it opens those
   * addresses to any member's links (net/outside/outside-fetch.ts).
   */
  fetchTestAllow?: string[];
  /** URLs in one sitemap file before /sitemap.xml becomes an index of shards (SITEMAP_MAX_URLS; the protocol's 50000 when absent). */
  sitemapMaxUrls?: number;
  /**
   * How long a public page may take to render on the server before it goes out unrendered
   * (PAGE_RENDER_TIME_LIMIT_MS; 300 when absent).
   */
  pageRenderTimeLimitMs?: number;
  /**
   * Each blog is served at `{blog}.{BLOG_DOMAIN}` too, and links to blogs use that address
   * (BLOG_DOMAIN, a host name such as example.com; absent: blogs live at /{blog} only).
   */
  blogDomain?: string;
  /** Where a custom domain's TXT record is looked up (DNS_SERVERS, host:port list; the system's when absent). */
  dnsServers?: string[];
  /**
   * Server processes sharing the port (WORKERS, or `--workers=N` on the command line; 1 when
   * absent): more than one makes this process their primary (start.ts, issue 22).
   */
  workers: number;
  /**
   * Connections each server process keeps to PostgreSQL, to the primary and to the replica each
   * (DATABASE_POOL_SIZE; absent: about two a core, shared by the processes: db/pool-size.ts).
   */
  databasePoolSize?: number;
  /**
   * Requests one server process works on at once (MAX_IN_FLIGHT; 256 when absent); past it a new
   * request is answered 503 with Retry-After at once (http/load-shedding.ts).
   */
  maxInFlight?: number;
  /** A streaming replica of the database for list reads (DATABASE_REPLICA_URL; db/replica.ts). */
  databaseReplicaUrl?: string;
  /** Media in an S3-compatible bucket (MEDIA_STORE=s3 and the S3_* settings); absent: DATA_DIR/media. */
  s3?: S3Settings;
  /** House ads are served (ADS_ENABLED=1 or 0; when absent, on only where the demo content is seeded). */
  adsEnabled?: boolean;
  /**
   * An ad partner's script (AD_SCRIPT_URL, an http(s) address) fills a 300×250 slot in the
   * dashboard's rail, in a sandboxed frame of its own (features/ads/partner-slot.ts); with
   * AD_SLOT_HTML, the partner's ad tag markup placed in that frame. Only while ads are on.
   */
  adScriptUrl?: string;
  adSlotHtml?: string;
  /** Days the event store keeps events (EVENT_RETENTION_DAYS; 90 when absent): older days are dropped whole. */
  eventRetentionDays?: number;
  /** Where the image pixel answers (PIXEL_PATH, a path starting with /; /services/pixel.gif when absent). */
  pixelPath?: string;
  /** Where to get the app (APP_URL, an http(s) address); absent: the drawer shows no get-the-app link. */
  appUrl?: string;
  /**
   * The ffmpeg that converts videos (FFMPEG_PATH); absent: the one `npm install` brought
   * (@ffmpeg-installer, a static build from 2018). A distribution's ffmpeg, kept patched, is the
   * better choice for a public server.
   */
  ffmpegPath?: string;
  /** How long one video may take to convert before it fails (VIDEO_TRANSCODE_TIME_LIMIT_MS; 30 minutes when absent). */
  videoTranscodeTimeLimitMs?: number;
  /**
   * The Tumblr-compatible API's limits per client address, consumer key and user
   * (API_RATE_LIMIT_ADDRESS, API_RATE_LIMIT_CONSUMER, API_RATE_LIMIT_USER: `300/minute,1000/hour`,
   * or `off`); Tumblr's documented ones where absent (features/tumblr-api/limits.ts).
   */
  apiRateLimits?: ApiRateLimits;
}

function readTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** src/config.ts and the bundled dist/main.js both sit one folder below packages/server. */
const BUILT_CLIENT = resolve(import.meta.dirname, '../../web/dist');
const BUILT_RENDERER = resolve(BUILT_CLIENT, '../dist-ssr/render-posts.js');
const BUILT_PAGE_RENDERER = resolve(BUILT_CLIENT, '../dist-ssr/render-page.js');

function envFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());
}

/** An optional whole-number setting: absent leaves the field out (the feature's default applies). */
function positiveInt(key: keyof Config, env: NodeJS.ProcessEnv, name: string): Partial<Config> {
  const value = env[name];
  if (value === undefined || value === '') return {};
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got ${value}`);
  return { [key]: n };
}

/** An optional list of IP addresses separated by commas: absent or empty leaves the field out. */
function addressList(key: keyof Config, env: NodeJS.ProcessEnv, name: string): Partial<Config> {
  const list = (env[name] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.find((a) => !isIP(a));
  if (bad) throw new Error(`${name} must list IP addresses, got ${bad}`);
  return list.length ? { [key]: list } : {};
}

function hostPortList(key: keyof Config, env: NodeJS.ProcessEnv, name: string): Partial<Config> {
  const list = (env[name] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.find((a) => !/^[^\s:/]+:\d{1,5}$/.test(a));
  if (bad) throw new Error(`${name} must list host:port pairs, got ${bad}`);
  return list.length ? { [key]: list } : {};
}

/** An optional http(s) address: absent or empty leaves the field out. */
function webAddress(key: keyof Config, env: NodeJS.ProcessEnv, name: string): Partial<Config> {
  const value = env[name];
  if (value === undefined || value === '') return {};
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`${name} must be an http(s) address, got ${value}`);
  return { [key]: value };
}

/**
 * MEDIA_STORE=s3: the bucket (S3_BUCKET, required), S3_REGION (us-east-1), S3_ENDPOINT for any
 * S3-compatible service, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (else the SDK's usual sources),
 * S3_FORCE_PATH_STYLE (on when an endpoint is given), MEDIA_PUBLIC_URL for a public-read bucket
 * (else signed URLs, valid MEDIA_URL_TTL_SECONDS, 3600).
 */
function s3Of(env: NodeJS.ProcessEnv): Partial<Config> {
  const store = env.MEDIA_STORE ?? 'local';
  if (store === 'local') return {};
  if (store !== 's3') throw new Error(`MEDIA_STORE must be local or s3, got ${store}`);
  if (!env.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET');
  const ttl = Number(env.MEDIA_URL_TTL_SECONDS ?? 3600);
  if (!Number.isInteger(ttl) || ttl < 60 || ttl > 604_800)
    throw new Error(`MEDIA_URL_TTL_SECONDS must be from 60 to 604800, got ${env.MEDIA_URL_TTL_SECONDS}`);
  return {
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: envFlag(env.S3_FORCE_PATH_STYLE, !!env.S3_ENDPOINT),
      publicUrl: env.MEDIA_PUBLIC_URL || undefined,
      signedUrlSeconds: ttl,
    },
  };
}

/** WORKERS or --workers=N: a whole number from 1 to 64. */
function workersOf(value: string | undefined, argv: readonly string[]): number {
  const flag = argv.find((a) => a.startsWith('--workers='))?.slice('--workers='.length);
  const raw = flag ?? value;
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`WORKERS must be a whole number from 1 to 64, got ${raw}`);
  return n;
}

/** BLOG_DOMAIN: a bare host name, kept in lower case. */
function blogDomain(value: string | undefined): Partial<Config> {
  if (!value) return {};
  const domain = value.trim().toLowerCase().replace(/\.$/, '');
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(domain))
    throw new Error(`BLOG_DOMAIN must be a host name such as example.com, got ${value}`);
  return { blogDomain: domain };
}

/** The secret survives restarts so sessions' anonymous form keys stay valid. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolve(repoRoot, env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `Rookery <no-reply@${new URL(publicUrl).hostname}>`,
    sessionSecret: env.SESSION_SECRET || loadOrCreateSecret(dataDir),
    seedDemo: envFlag(env.SEED_DEMO, databaseUrl === undefined),
    webDist: env.WEB_DIST ? resolve(repoRoot, env.WEB_DIST) : BUILT_CLIENT,
    postRenderer: env.WEB_DIST
      ? resolve(repoRoot, env.WEB_DIST, '../dist-ssr/render-posts.js')
      : BUILT_RENDERER,
    pageRenderer: env.WEB_DIST
      ? resolve(repoRoot, env.WEB_DIST, '../dist-ssr/render-page.js')
      : BUILT_PAGE_RENDERER,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    ...positiveInt('messagingImageMaxBytes', env, 'MESSAGING_IMAGE_MAX_BYTES'),
    ...positiveInt('newConversationsPerDay', env, 'MESSAGING_NEW_CONVERSATIONS_PER_DAY'),
    ...positiveInt('uploadQuotaBytes', env, 'UPLOAD_QUOTA_BYTES'),
    ...addressList('rateLimitExemptAddresses', env, 'RATE_LIMIT_EXEMPT_ADDRESSES'),
    ...webAddress('appUrl', env, 'APP_URL'),
    ...positiveInt('pageRenderTimeLimitMs', env, 'PAGE_RENDER_TIME_LIMIT_MS'),
    ...positiveInt('sitemapMaxUrls', env, 'SITEMAP_MAX_URLS'),
    ...hostPortList('fetchTestAllow', env, 'FETCH_TEST_ALLOW'),
    ...hostPortList('dnsServers', env, 'DNS_SERVERS'),
    workers: workersOf(env.WORKERS, process.argv),
    ...positiveInt('databasePoolSize', env, 'DATABASE_POOL_SIZE'),
    ...positiveInt('maxInFlight', env, 'MAX_IN_FLIGHT'),
    ...(env.DATABASE_REPLICA_URL ? { databaseReplicaUrl: env.DATABASE_REPLICA_URL } : {}),
    ...s3Of(env),
    ...blogDomain(env.BLOG_DOMAIN),
    ...positiveInt('eventRetentionDays', env, 'EVENT_RETENTION_DAYS'),
    adsEnabled: envFlag(env.ADS_ENABLED, envFlag(env.SEED_DEMO, databaseUrl === undefined)),
    ...webAddress('adScriptUrl', env, 'AD_SCRIPT_URL'),
    ...(env.AD_SLOT_HTML ? { adSlotHtml: env.AD_SLOT_HTML } : {}),
    ...(env.PIXEL_PATH?.startsWith('/') ? { pixelPath: env.PIXEL_PATH } : {}),
    ...(env.FFMPEG_PATH ? { ffmpegPath: resolve(repoRoot, env.FFMPEG_PATH) } : {}),
    ...positiveInt('videoTranscodeTimeLimitMs', env, 'VIDEO_TRANSCODE_TIME_LIMIT_MS'),
    ...readApiRates(env),
  };
}
