import pg from 'pg';
import { type Cluster, SUPERUSER } from './cluster.js';

export interface CopyReport {
  tables: number;
  rows: number;
}

const SERVER = 'rookery_upgrade_source';
/** Where the source's schema S shows in the target while copying: its tables as foreign tables. */
const mirrorOf = (schema: string) => `upgrade_source__${schema}`;

interface Table {
  schema: string;
  name: string;
  /** Columns that take values: generated ones are computed again by the target. */
  columns: string[];
}

const TABLES_SQL = `
  SELECT n.nspname AS schema, c.relname AS name,
         array(SELECT a.attname::text FROM pg_attribute a
               WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
               ORDER BY a.attnum) AS columns
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
  ORDER BY 1, 2`;

const SEQUENCES_SQL = `
  SELECT schemaname AS schema, sequencename AS name, last_value, start_value
  FROM pg_sequences
  WHERE schemaname NOT LIKE 'pg\\_%' AND schemaname <> 'information_schema'`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Copies every row of `database` from the source cluster into the same database of the target,
 * whose schema is already the same (both were migrated by this Rookery). The target pulls the
 * rows itself through postgres_fdw, table by table, in one transaction with triggers and foreign
 * keys off (the rows are copies: counts kept by triggers are copied, not counted again); identity
 * values are kept and every sequence goes on from where the source's was. Before committing, every
 * table's row count is compared with the source's; any difference, or a table of the source that
 * the target lacks, rolls everything back.
 */
export async function copyDatabase(
  source: Cluster,
  target: Cluster,
  database: string,
  password: string,
): Promise<CopyReport> {
  const from = await connect(source.url(database));
  const to = await connect(target.url(database));
  try {
    const sourceTables = (await from.query<Table>(TABLES_SQL)).rows;
    const tables = (await to.query<Table>(TABLES_SQL)).rows;
    const known = new Set(tables.map((t) => `${t.schema}.${t.name}`));
    const unknown = sourceTables.filter((t) => !known.has(`${t.schema}.${t.name}`));
    if (unknown.length > 0)
      throw new Error(
        `the old database has tables this Rookery does not make: ${unknown.map((t) => `${t.schema}.${t.name}`).join(', ')}`,
      );
    const schemas = [...new Set(tables.map((t) => t.schema))];

    const literal = (value: string) => to.escapeLiteral(value);
    const id = (value: string) => to.escapeIdentifier(value);
    await to.query('CREATE EXTENSION IF NOT EXISTS postgres_fdw');
    await to.query(
      `CREATE SERVER ${SERVER} FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port ${literal(String(source.port))}, dbname ${literal(database)}, fetch_size '10000')`,
    );
    await to.query(
      `CREATE USER MAPPING FOR CURRENT_USER SERVER ${SERVER} OPTIONS (user ${literal(SUPERUSER)}, password ${literal(password)})`,
    );
    for (const schema of schemas) {
      await to.query(`CREATE SCHEMA ${id(mirrorOf(schema))}`);
      await to.query(
        `IMPORT FOREIGN SCHEMA ${id(schema)} FROM SERVER ${SERVER} INTO ${id(mirrorOf(schema))}`,
      );
    }

    let rows = 0;
    await to.query('BEGIN');
    try {
      await to.query('SET LOCAL session_replication_role = replica');
      // The target's migrations wrote rows of their own (the migration tables): the copy replaces them.
      await to.query(`TRUNCATE ${tables.map((t) => `${id(t.schema)}.${id(t.name)}`).join(', ')}`);
      for (const table of tables) {
        const columns = table.columns.map(id).join(', ');
        const into = `${id(table.schema)}.${id(table.name)}`;
        const mirror = `${id(mirrorOf(table.schema))}.${id(table.name)}`;
        const copied = await to.query(
          `INSERT INTO ${into} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${mirror}`,
        );
        const { rows: counted } = await to.query<{ n: string }>(`SELECT count(*) AS n FROM ${mirror}`);
        if (Number(counted[0]?.n) !== copied.rowCount)
          throw new Error(`${into}: ${copied.rowCount} rows copied of ${counted[0]?.n}`);
        rows += copied.rowCount ?? 0;
      }
      for (const seq of (await from.query(SEQUENCES_SQL)).rows) {
        const name = `${id(seq.schema)}.${id(seq.name)}`;
        await to.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          name,
          seq.last_value ?? seq.start_value,
          seq.last_value !== null,
        ]);
      }
      await to.query('COMMIT');
    } catch (error) {
      await to.query('ROLLBACK');
      throw error;
    }

    for (const schema of schemas) await to.query(`DROP SCHEMA ${id(mirrorOf(schema))} CASCADE`);
    await to.query(`DROP SERVER ${SERVER} CASCADE`);
    await to.query('DROP EXTENSION postgres_fdw');
    // The planner's statistics are not copied; without them the first queries would plan blind.
    await to.query('ANALYZE');
    return { tables: tables.length, rows };
  } finally {
    await from.end();
    await to.end();
  }
}
