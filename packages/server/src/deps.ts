import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaStore } from './media/store.js';

/** What every feature may use; buildApp gets it, tests build their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * The database's address as resolved at start (DATABASE_URL, or the embedded one's), for the
   * connections that cannot come from the pool: push's LISTEN.
   */
  databaseUrl: string;
  /** A read replica for list reads (DATABASE_REPLICA_URL; db/replica.ts), when there is one. */
  replica?: Db;
  media: MediaStore;
  mailer: Mailer;
}
