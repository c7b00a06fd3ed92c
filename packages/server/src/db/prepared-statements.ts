import { hash } from 'node:crypto';
import pg from 'pg';
import { rowObjectsOf } from './row-objects.js';

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
  result.rows = rowObjectsOf(result.fields, result.rows as unknown[][]);
  return result;
}

/** The part of node-postgres's connection a query writes its messages with. */
interface Connection {
  describe(message: unknown): void;
}

/** node-postgres's Query, with the two steps this file changes (pg/lib/query.js). */
interface QueryInternals {
  name?: string;
  prepare(connection: Connection): void;
  handleRowDescription(message: { fields: unknown[] }): void;
}

/** Each connection's named statements' row descriptions, by statement name. */
const shapes = new WeakMap<Connection, Map<string, unknown[]>>();

const noDescribe = () => {};

/**
 * A named statement's query that asks PostgreSQL to describe its rows only the first time it runs
 * on a connection. node-postgres sends a Describe with every execution, and PostgreSQL answers with
 * the row description: for the dashboard's 63 columns, a message for PostgreSQL to build and for
 * the server to parse, every page. A prepared statement's rows cannot change shape (PostgreSQL
 * refuses to run it with an error instead), so the first answer stands for the connection's life.
 */
class DescribedOnce extends (pg.Query as unknown as new (config: pg.QueryConfig) => QueryInternals) {
  private describing: Connection | undefined;

  override prepare(connection: Connection): void {
    const known = this.name ? shapes.get(connection)?.get(this.name) : undefined;
    if (!known) {
      this.describing = connection;
      super.prepare(connection);
      return;
    }
    // The rows are parsed by the kept description; the Describe is left out of the messages.
    this.handleRowDescription({ fields: known });
    const describe = connection.describe;
    connection.describe = noDescribe;
    try {
      super.prepare(connection);
    } finally {
      connection.describe = describe;
    }
  }

  override handleRowDescription(message: { fields: unknown[] }): void {
    if (this.describing && this.name) {
      let known = shapes.get(this.describing);
      if (!known) {
        known = new Map();
        shapes.set(this.describing, known);
      }
      known.set(this.name, message.fields);
      this.describing = undefined;
    }
    super.handleRowDescription(message);
  }
}

/** Runs one statement with parameters, named when it may be, its rows as arrays made objects here. */
function runNamed(
  client: pg.PoolClient,
  query: (config: unknown) => unknown,
  text: string,
  values: unknown[],
) {
  const name = nameFor(client, text);
  return new Promise<pg.QueryResult>((resolve, reject) => {
    const config = { name, text, values, rowMode: 'array' as const };
    const callback = (error: Error | null, result: pg.QueryResult) =>
      error ? reject(error) : resolve(result);
    query(name ? new DescribedOnce({ ...config, callback } as pg.QueryConfig) : { ...config, callback });
  }).then(withObjects);
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
        if (typeof text === 'string' && Array.isArray(values) && values.length > 0)
          return runNamed(client, query, text, values);
        return query(text, values);
      }) as typeof client.query;
    }
    return client;
  };
  pool.connect = wrapped as typeof pool.connect;
  return pool;
}
