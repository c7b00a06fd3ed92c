import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaStore } from './media/store.js';

/** What every feature may use; buildApp gets it, tests build their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  media: MediaStore;
  mailer: Mailer;
}
