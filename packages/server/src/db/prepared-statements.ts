import { hash } from 'node:crypto';
import type pg from 'pg';
import { rowObjects } from './row-objects.js';

/**
 * Every request of a list runs the same few statements; planning them costs PostgreSQL about as
 * much as running them. Naming a statement makes node-postgres prepare it once per connection and
 * then only bind and execute it, and lets PostgreSQL reuse its plan. Only parameterised reads and
 * writes are named (utility statements cannot be prepared), and at most MAX_PER_CONNECTION distinct
 * texts per connection, so queries built with variable shapes cannot grow a backend's memory
 * without bound: beyond the cap a statement simply runs unnamed, as before.
 */
const MAX_PER_CONNECTION = 200;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const named = new WeakMap<pg.PoolClient, Set<string>>();

/** Names of the texts seen, so the hot statements are not hashed on every run; bounded like the rest. */
const names = new Map<string, string>();
const MAX_NAMES = 2_000;

function statementName(text: string): string {
  const known = names.get(text);
  if (known) return known;
  const name = `k${hash('sha1', text, 'base64url').slice(0, 22)}`;
  if (names.size < MAX_NAMES) names.set(text, name);
  return name;
}

function nameFor(client: pg.PoolClient, text: string): string | undefined {
  if (!PREPARABLE.test(text)) return undefined;
  let prepared = named.get(client);
  if (!prepared) {
    prepared = new Set();
    named.set(client, prepared);
  }
  const name = statementName(text);
  if (prepared.has(name)) return name;
  if (prepared.size >= MAX_PER_CONNECTION) return undefined;
  prepared.add(name);
  return name;
}

function withObjects(result: pg.QueryResult): pg.QueryResult {
  result.rows = rowObjects(
    result.fields.map((f) => f.name),
    result.rows as unknown[][],
  );
  return result;
}

/**
 * Wraps the pool's clients so that Kysely's `query(text, values)` calls run as named statements, their
 * rows made by row-objects.ts.
 */
export function preparingPool(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool);
  const wrapped = async () => {
    const client = await connect();
    if (!named.has(client)) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      named.set(client, new Set());
      client.query = ((text: unknown, values?: unknown) => {
        if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
          const name = nameFor(client, text);
          // One statement with parameters: its rows come as arrays and are made objects here.
          return (query({ name, text, values, rowMode: 'array' }) as Promise<pg.QueryResult>).then(
            withObjects,
          );
        }
        return query(text, values);
      }) as typeof client.query;
    }
    return client;
  };
  pool.connect = wrapped as typeof pool.connect;
  return pool;
}
