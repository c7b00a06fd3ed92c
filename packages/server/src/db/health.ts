import { sql } from 'kysely';
import type { Db } from './database.js';

/** How long a health check waits for a database before it counts as not answering. */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Whether a database answers a trivial statement within `timeoutMs`. A database that refuses the
 * connection fails at once; one that is cut off by the network would otherwise hold the check
 * until the operating system gives up, long after a load balancer has.
 */
export async function databaseAnswers(db: Db, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
