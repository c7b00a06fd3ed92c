import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, testDeps } from '../../test/test-app.js';
import { buildApp } from '../app.js';
import { textPost } from '../features/posts/test-posts.js';
import { createDb, type Db } from './database.js';
import { currentBinaries } from './embedded/binaries.js';
import { type Cluster, ensureDatabase, initialise, runAsIds, startCluster } from './embedded/cluster.js';
import { migrateDatabase } from './migrate-database.js';

/**
 * Issue 22: list reads from a streaming replica, a user's own writes read back from the primary.
 * The test makes a primary with the embedded PostgreSQL's binaries and a standby from a copy of it
 * taken while it was stopped (a cold base backup), streaming from the primary. Pausing the
 * standby's replay makes its lag as long as the test needs.
 */
const work = mkdtempSync(join(tmpdir(), 'rookery-replica-'));
const PASSWORD = 'replica-test';

let primary: Cluster;
let standby: Cluster;
let db: Db;
let replicaDb: Db;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  // The server runs as `postgres` when the tests run as root: it must pass through this folder.
  chmodSync(work, 0o755);
  const bins = await currentBinaries();
  const ids = runAsIds();
  const primaryDir = join(work, 'primary');
  initialise(primaryDir, bins, ids, PASSWORD);
  primary = await startCluster(primaryDir, bins, ids, PASSWORD, join(work, 'primary.log'));
  await ensureDatabase(primary, 'rookery');
  await migrateDatabase(primary.url('rookery'));
  await primary.stop();
  // The copy of a cleanly stopped cluster is a base backup; standby.signal makes it follow.
  const standbyDir = join(work, 'standby');
  execFileSync('cp', ['-a', primaryDir, standbyDir]);
  primary = await startCluster(primaryDir, bins, ids, PASSWORD, join(work, 'primary.log'));
  writeFileSync(join(standbyDir, 'standby.signal'), '');
  appendFileSync(
    join(standbyDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=rookery password=${PASSWORD}'\nhot_standby = on\n`,
  );
  if (ids.uid !== undefined) execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, standbyDir]);
  standby = await startCluster(standbyDir, bins, ids, PASSWORD, join(work, 'standby.log'));

  db = createDb(primary.url('rookery'));
  replicaDb = createDb(standby.url('rookery'));
  const deps = { ...testDeps(db, primary.url('rookery'), join(work, 'data')), replica: replicaDb };
  app = await buildApp(deps);
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await replicaDb?.destroy();
  await db?.destroy();
  await standby?.stop();
  await primary?.stop();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

/** Until the standby has replayed everything the primary has written. */
async function caughtUp(): Promise<void> {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
  const target = rows[0]?.lsn;
  await expect
    .poll(async () => {
      const r = await sql<{
        behind: boolean;
      }>`select pg_last_wal_replay_lsn() < ${target}::pg_lsn as behind`.execute(replicaDb);
      return r.rows[0]?.behind;
    })
    .toBe(false);
}

const titles = async (client: TestClient, path: string) =>
  ((await client.get(path)).body.response.posts as { title?: string; one?: string }[]).map(
    (p) => p.title ?? p.one,
  );

describe('a read replica (DATABASE_REPLICA_URL)', () => {
  it('serves list reads from the replica, and a writer’s own reads from the primary for a few seconds', async () => {
    const ann = new TestClient(app);
    expect((await ann.register('ann@example.com', 'ann')).status).toBe(200);
    const ben = new TestClient(app);
    expect((await ben.register('ben@example.com', 'ben')).status).toBe(200);
    await textPost(ann, { title: 'Before the pause' });
    await caughtUp();

    // The replica stops replaying: it now lags the primary as long as we like.
    await sql`select pg_wal_replay_pause()`.execute(replicaDb);
    await expect
      .poll(
        async () =>
          (await sql<{ s: string }>`select pg_get_wal_replay_pause_state() as s`.execute(replicaDb)).rows[0]
            ?.s,
      )
      .toBe('paused');
    try {
      await textPost(ann, { title: 'Written during the lag' });
      // Ann just wrote: her browser reads her blog from the primary and sees her post.
      expect(await titles(ann, '/svc/blog/ann/posts')).toContain('Written during the lag');
      // Ben did not (his sign-up, seconds ago, was a write too: that mark is let go here). His list
      // read is the replica's, which has not seen it yet.
      ben.cookies.delete('rk_recent_write');
      const bens = await titles(ben, '/svc/blog/ann/posts');
      expect(bens).toContain('Before the pause');
      expect(bens).not.toContain('Written during the lag');
      // Without the recent-write cookie, Ann's reads go to the replica too.
      ann.cookies.delete('rk_recent_write');
      expect(await titles(ann, '/svc/blog/ann/posts')).not.toContain('Written during the lag');
    } finally {
      await sql`select pg_wal_replay_resume()`.execute(replicaDb);
    }
    await caughtUp();
    expect(await titles(ben, '/svc/blog/ann/posts')).toContain('Written during the lag');
  });

  it('marks a signed-in browser that wrote for five seconds, and nobody else', async () => {
    const cat = new TestClient(app);
    expect((await cat.register('cat@example.com', 'cat')).status).toBe(200);
    const saved = await cat.post('/svc/post/update', {
      post: { type: 'text', state: '0', one: 'Hi', two: 'x' },
    });
    expect(saved.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^rk_recent_write=1; Max-Age=5;/)]),
    );
    const read = await cat.get('/svc/dashboard');
    expect(String(read.headers['set-cookie'] ?? '')).not.toContain('rk_recent_write');
    const visitor = await new TestClient(app).start();
    const refused = await visitor.post('/svc/post/update', {
      post: { type: 'text', state: '0', one: 'Hi', two: 'x' },
    });
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('rk_recent_write');
  });
});
