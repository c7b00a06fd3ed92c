/**
 * `npm run bench:uploads`: the memory an upload costs the server. Starts the built server on a
 * fresh embedded PostgreSQL, signs up a user, writes four 190 MB videos to disk (streamed, a valid
 * MP4 header and zero frames; two with the movie header last, as cameras write it), sends them at
 * once over real connections from disk, and samples the server's resident memory (VmRSS, and the
 * kernel's peak VmHWM) meanwhile. Target: the four add at most 100 MB to the server's RSS. Exit
 * code 1 when they add more or an upload fails. Flags: --skip-build (run the current
 * packages/server/dist), --server=<main.js> (run another build, e.g. an older commit's, to compare),
 * --keep (keep the folder in .tmp/), --count=<n>, --size=<MB>.
 */

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { Envelope } from '@rookery/core';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { uploadTempDir } from '../src/features/media/temp-files.js';
import { writeVideoFile } from '../src/features/media/test-files.js';
import {
  type StreamedAnswer,
  StreamedUpload,
  type UploadAuth,
} from '../src/features/media/test-stream-upload.js';
import { freePort } from '../src/net/free-port.js';
import { BUILD_LOCK } from './build.js';
import { cookiesOf, openSite, postAsPage } from './client.js';
import { REPO_ROOT } from './options.js';
import { type Child, startChild } from './processes.js';
import { peakOf, resetPeak, rssOf, sampleRss } from './rss.js';

const MB = 1024 * 1024;
const TARGET_ADDED_BYTES = 100 * MB;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string, fallback: number) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** Builds the server alone (under the lock the other builds share) and copies its bundle. */
function serverSnapshot(dir: string): string {
  const q = (path: string) => `'${path.replace(/'/g, "'\\''")}'`;
  const script = [
    flag('skip-build') ? 'true' : 'npm run --silent build -w @rookery/server',
    `mkdir -p ${q(dir)}`,
    `cp packages/server/dist/*.js ${q(dir)}/`,
  ].join(' && ');
  const built = spawnSync('flock', [BUILD_LOCK, 'bash', '-c', script], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`The server build failed (exit ${built.status ?? built.signal})`);
  return join(dir, 'main.js');
}

/** A new account, signed in: its cookies and form key, as the browser holds them. */
async function signUp(baseUrl: string): Promise<UploadAuth> {
  const res = await postAsPage(baseUrl, '/svc/account/register', await openSite(baseUrl), {
    email: 'uploader@bench.test',
    password: 'bench-password',
    blog_name: 'uploader',
  });
  const body = (await res.json()) as Envelope<{ form_key: string }>;
  if (res.status !== 200) throw new Error(`Sign-up failed: ${res.status} ${JSON.stringify(body.errors)}`);
  return { cookie: cookiesOf(res), formKey: body.response.form_key };
}

function upload(baseUrl: string, auth: UploadAuth, path: string): Promise<StreamedAnswer> {
  const sending = new StreamedUpload(baseUrl, auth, { name: 'clip.mp4', type: 'video/mp4', kind: 'video' });
  return sending.send(createReadStream(path, { highWaterMark: 256 * 1024 }));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const count = value('count', 4);
  const size = value('size', 190) * MB;
  mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(REPO_ROOT, '.tmp/bench-uploads-'));
  // The postgres system user (when we run as root) must pass through to its data folder.
  chmodSync(dir, 0o711);
  const stops: (() => Promise<void> | void)[] = [];
  if (!flag('keep')) stops.push(() => rmSync(dir, { recursive: true, force: true }));
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    log(`Folder: ${dir}`);
    const other = args.find((a) => a.startsWith('--server='))?.slice('--server='.length);
    const serverMain = other ? resolve(other) : serverSnapshot(join(dir, 'server'));
    log(`Writing ${count} videos of ${mb(size)} ...`);
    const files = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const path = join(dir, `video-${i}.mp4`);
        await writeVideoFile(path, {
          seconds: 60,
          width: 1280,
          height: 720,
          frameBytes: size,
          moovLast: i % 2 === 1,
        });
        return path;
      }),
    );
    mkdirSync(join(dir, 'db'));
    // Not migrated here: the server migrates it as it starts, so a build of any commit runs on it.
    const db = await startEmbeddedPostgres(join(dir, 'db'), 'rookery');
    stops.push(() => db.stop());
    const dataDir = join(dir, 'server-data');
    const server: Child = await startChild({
      name: 'server',
      script: serverMain,
      port: await freePort(),
      env: {
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        SEED_DEMO: '0',
        DATA_DIR: dataDir,
        WEB_DIST: join(dir, 'no-web-build'),
        LOG_LEVEL: 'warn',
        SESSION_SECRET: randomBytes(24).toString('base64url'),
        NODE_ENV: 'production',
      },
      logFile: join(dir, 'server.log'),
      readyPath: '/svc/account/session',
    });
    stops.push(() => server.stop());
    const auth = await signUp(server.baseUrl);
    // A small upload first, so what the first one loads (sharp, the parsers) is in the baseline.
    const warm = await upload(server.baseUrl, auth, await smallVideo(dir));
    if (warm.status !== 200) throw new Error(`The warm-up upload failed: ${JSON.stringify(warm.body)}`);
    await sleep(2000);

    const baseline = rssOf(server.pid);
    const peakReset = resetPeak(server.pid);
    log(`Server RSS before: ${mb(baseline)}. Sending ${count} × ${mb(size)} at once ...`);
    const sampler = sampleRss(server.pid, 20);
    const started = performance.now();
    const answers = await Promise.all(files.map((path) => upload(server.baseUrl, auth, path)));
    const seconds = (performance.now() - started) / 1000;
    const { max: sampledPeak } = sampler.stop();
    const peak = peakReset ? Math.max(peakOf(server.pid), sampledPeak) : sampledPeak;
    await sleep(3000);
    const after = rssOf(server.pid);

    const failed = answers.filter((a) => a.status !== 200);
    const videos = join(dataDir, 'media/uploads/video');
    const stored = readdirSync(videos).filter((f) => statSync(join(videos, f)).size >= size);
    const tempDir = uploadTempDir(dataDir);
    const leftovers = existsSync(tempDir) ? readdirSync(tempDir) : [];
    const added = peak - baseline;
    log(`\n| measure                        | value |`);
    log(`| ------------------------------ | ----- |`);
    log(
      `| uploads                        | ${count} × ${mb(size)}, ${answers.length - failed.length} answered 200 |`,
    );
    log(
      `| time                           | ${seconds.toFixed(1)} s (${((count * size) / MB / seconds).toFixed(0)} MB/s) |`,
    );
    log(`| server RSS before              | ${mb(baseline)} |`);
    log(
      `| server RSS peak                 | ${mb(peak)}${peakReset ? ' (VmHWM)' : ' (sampled every 20 ms)'} |`,
    );
    log(`| added at peak (target ≤ 100 MB) | ${mb(added)} |`);
    log(`| server RSS 3 s after            | ${mb(after)} |`);
    log(`| stored big files / temp files left | ${stored.length} / ${leftovers.length} |`);
    if (failed.length) log(`Failed: ${failed.map((a) => JSON.stringify(a.body.errors)).join('; ')}`);
    if (failed.length || added > TARGET_ADDED_BYTES || leftovers.length) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

/** The warm-up video: a few hundred KB. */
async function smallVideo(dir: string): Promise<string> {
  const path = join(dir, 'warm-up.mp4');
  await writeVideoFile(path, { seconds: 1, width: 64, height: 64, frameBytes: 300 * 1024 });
  return path;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
