import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient, testDeps } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { reblogKeyOf, textPost } from '../../features/posts/test-posts.js';
import { DEMO_PASSWORD, seedDemoContent } from '../../seed/demo.js';
import { createDb } from '../database.js';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { migrateDatabase } from '../migrate-database.js';
import { currentBinaries, previousBinaries } from './binaries.js';
import { ensureDatabase, initialise, runAsIds, startCluster } from './cluster.js';

/**
 * A DATA_DIR made by the previous release: its cluster on the previous PostgreSQL major, migrated
 * and seeded with the demo content as `npm start` leaves it, then upgraded by the next start.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function previousReleaseDataDir(prepare: (url: string) => Promise<void>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rookery-upgrade-'));
  dirs.push(dataDir);
  const previous = await previousBinaries();
  if (!previous) throw new Error('the previous PostgreSQL binaries are not installed');
  const ids = runAsIds();
  if (ids.uid !== undefined) chmodSync(dataDir, statSync(dataDir).mode | 0o111);
  const password = randomBytes(18).toString('base64url');
  initialise(join(dataDir, 'pg'), previous, ids, password);
  writeFileSync(join(dataDir, 'pg-password'), `${password}\n`, { mode: 0o600 });
  const cluster = await startCluster(
    join(dataDir, 'pg'),
    previous,
    ids,
    password,
    join(dataDir, 'postgres.log'),
  );
  try {
    await ensureDatabase(cluster, 'rookery');
    await prepare(cluster.url('rookery'));
  } finally {
    await cluster.stop();
  }
  return dataDir;
}

/** The app's dependencies on the database at `url`, as the tests build them. */
const depsFor = (url: string, dataDir: string) => testDeps(createDb(url, 2), url, dataDir);

/** Rows in every table of Rookery's schemas, and the server's major. */
async function inventory(url: string): Promise<{ major: number; rows: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE schemaname IN ('public', 'graphile_worker') ORDER BY 1`,
    );
    const rows: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const counted = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
      rows[name] = Number(counted.rows[0]!.n);
    }
    return { major: Math.floor(Number(version.rows[0]!.v) / 10000), rows };
  } finally {
    await client.end();
  }
}

describe('upgrading the embedded PostgreSQL', () => {
  it('moves a previous-major DATA_DIR to the current major at start, every row kept, the old files kept aside', async () => {
    let before: Awaited<ReturnType<typeof inventory>> | undefined;
    const dataDir = await previousReleaseDataDir(async (url) => {
      await migrateDatabase(url);
      const deps = depsFor(url, mkdtempSync(join(tmpdir(), 'rookery-upgrade-media-')));
      dirs.push(deps.config.dataDir);
      try {
        expect(await seedDemoContent(deps)).not.toBeNull();
      } finally {
        await deps.db.destroy();
      }
      before = await inventory(url);
    });
    const current = await currentBinaries();
    expect(before!.major).toBe(current.major - 1);
    expect(before!.rows['public.posts']).toBeGreaterThan(0);

    const log: string[] = [];
    const upgraded = await startEmbeddedPostgres(dataDir, 'rookery', (line) => log.push(line));
    const deps = depsFor(upgraded.url, dataDir);
    try {
      const after = await inventory(upgraded.url);
      expect(after.major).toBe(current.major);
      // Every table, graphile-worker's and the migration tables included, row for row.
      expect(after.rows).toEqual(before!.rows);
      expect(log[0]).toContain(`from ${current.major - 1} to ${current.major}`);
      expect(log[1]).toMatch(new RegExp(`Upgraded to PostgreSQL ${current.major} in [\\d.]+ s: \\d+ rows`));
      expect(log[1]).toContain(join(dataDir, `pg-${current.major - 1}`));
      expect(readFileSync(join(dataDir, 'pg', 'PG_VERSION'), 'utf8').trim()).toBe(String(current.major));
      expect(readFileSync(join(dataDir, `pg-${current.major - 1}`, 'PG_VERSION'), 'utf8').trim()).toBe(
        String(current.major - 1),
      );
      expect(existsSync(join(dataDir, 'pg-upgrading'))).toBe(false);

      // The product works on it: a demo login, a like counted by the triggers, a new post whose
      // id follows the copied ones.
      const app = await buildApp(deps);
      try {
        const grace = new TestClient(app);
        expect((await grace.login('grace@rookery.local', DEMO_PASSWORD)).status).toBe(200);
        const newest = await deps.db
          .selectFrom('posts')
          .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
          .select(['posts.id', 'posts.note_count', 'blogs.name'])
          .where('blogs.name', '<>', 'compiler-cafe')
          .where('posts.state', '=', 'published')
          .where('posts.is_reblog', '=', false)
          .where('posts.is_private', '=', false)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('likes')
                  .innerJoin('users', 'users.id', 'likes.user_id')
                  .whereRef('likes.post_id', '=', 'posts.id')
                  .where('users.email', '=', 'grace@rookery.local')
                  .select('likes.id'),
              ),
            ),
          )
          .orderBy('posts.id', 'desc')
          .executeTakeFirstOrThrow();
        const liked = await grace.post('/svc/like', {
          id: newest.id,
          root_id: newest.id,
          key: await reblogKeyOf(deps.db, newest.id),
          tumblelog_name: newest.name,
        });
        expect(liked.status, liked.raw).toBe(200);
        const counted = await deps.db
          .selectFrom('posts')
          .select('note_count')
          .where('id', '=', newest.id)
          .executeTakeFirstOrThrow();
        expect(Number(counted.note_count)).toBe(Number(newest.note_count) + 1);
        const maxBefore = await deps.db
          .selectFrom('posts')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow();
        const created = await textPost(grace, { title: 'After the upgrade' });
        expect(BigInt(created)).toBeGreaterThan(BigInt(maxBefore.id!));
      } finally {
        await app.close();
      }
    } finally {
      await deps.db.destroy();
      await upgraded.stop();
    }

    // The next start finds the current major and upgrades nothing.
    const again: string[] = [];
    const restarted = await startEmbeddedPostgres(dataDir, 'rookery', (line) => again.push(line));
    try {
      expect(again).toEqual([]);
      const rows = (await inventory(restarted.url)).rows;
      expect(rows['public.posts']).toBe(before!.rows['public.posts']! + 1);
    } finally {
      await restarted.stop();
    }

    // A crash between the two renames of the swap: the finished copy is swapped in at the next start.
    renameSync(join(dataDir, 'pg'), join(dataDir, 'pg-upgrading'));
    writeFileSync(join(dataDir, 'pg-upgrading', 'rookery-upgrade-complete'), 'x\n');
    const recovered = await startEmbeddedPostgres(dataDir, 'rookery', () => {});
    try {
      expect((await inventory(recovered.url)).rows['public.posts']).toBe(before!.rows['public.posts']! + 1);
      expect(existsSync(join(dataDir, 'pg-upgrading'))).toBe(false);
    } finally {
      await recovered.stop();
    }
  }, 180_000);

  it('changes nothing when the old database holds what it cannot carry over, and says why', async () => {
    const dataDir = await previousReleaseDataDir(async (url) => {
      await migrateDatabase(url);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('CREATE TABLE public.notes_of_my_own (id int PRIMARY KEY)');
      await client.end();
    });
    const current = await currentBinaries();
    // An unfinished upgrade's folder from an earlier crash is cleared away first.
    mkdirSync(join(dataDir, 'pg-upgrading'));
    writeFileSync(join(dataDir, 'pg-upgrading', 'PG_VERSION'), `${current.major}\n`);
    await expect(startEmbeddedPostgres(dataDir, 'rookery', () => {})).rejects.toThrow(
      /could not be upgraded from \d+ to \d+; .* is as it was .*public\.notes_of_my_own/,
    );
    expect(readFileSync(join(dataDir, 'pg', 'PG_VERSION'), 'utf8').trim()).toBe(String(current.major - 1));
    expect(existsSync(join(dataDir, 'pg-upgrading'))).toBe(false);
  }, 120_000);
});
