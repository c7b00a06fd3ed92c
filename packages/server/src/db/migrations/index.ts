import type { Migration } from 'kysely';
import * as m0001 from './0001-accounts-and-blogs.js';

/** Numbered migrations, in order. Listed here (not read from disk) so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '0001-accounts-and-blogs': m0001,
};
