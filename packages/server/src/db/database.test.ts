import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { createDb, type Db } from './database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, 1);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const backend = async () =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;

describe("the server's pool of connections", () => {
  it("keeps an idle connection past node-postgres's 10 s rather than opening a new one", async () => {
    const first = await backend();
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(await backend()).toBe(first);
  }, 30_000);
});
