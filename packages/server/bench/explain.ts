import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { BenchDatabase } from './database.js';

/**
 * The plans of the queries behind each call, from PostgreSQL's auto_explain: the module is loaded
 * into every new session (so the server's pool has it) but logs nothing until `capture` turns it
 * on for a moment. The plans are read back from the database's log.
 */
export async function preloadAutoExplain(db: BenchDatabase): Promise<void> {
  const client = await db.connect();
  try {
    await client.query("ALTER SYSTEM SET session_preload_libraries = 'auto_explain'");
    await client.query('ALTER SYSTEM SET auto_explain.log_min_duration = -1');
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
}

function readFrom(file: string, offset: number): string {
  const size = statSync(file).size;
  const buffer = Buffer.alloc(Math.max(0, size - offset));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plans (EXPLAIN ANALYZE, BUFFERS) of the statements that touch posts during `request()`. */
export async function capturePlans(
  db: BenchDatabase,
  calls: { name: string; request: () => Promise<void> }[],
): Promise<string> {
  const client = await db.connect();
  const set = async (on: boolean) => {
    await client.query(`ALTER SYSTEM SET auto_explain.log_min_duration = ${on ? 0 : -1}`);
    for (const setting of ['log_analyze', 'log_buffers', 'log_timing'])
      await client.query(`ALTER SYSTEM SET auto_explain.${setting} = ${on ? 'on' : 'off'}`);
    await client.query('SELECT pg_reload_conf()');
    await sleep(500);
  };
  const sections: string[] = [];
  try {
    await set(true);
    for (const call of calls) {
      await call.request(); // planned and cached once; the second request is the one shown
      const offset = statSync(db.logFile).size;
      await call.request();
      await sleep(300);
      const plans = readFrom(db.logFile, offset)
        .split(/\n(?=\S)/)
        .filter((entry) => entry.includes('plan:') && /\b(posts|post_tags|follows)\b/.test(entry))
        .map((entry) => entry.replace(/^.*?LOG:\s+/, ''));
      sections.push(`## ${call.name}\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\`\n`);
    }
  } finally {
    await set(false).catch(() => undefined);
    await client.end();
  }
  return sections.join('\n');
}
