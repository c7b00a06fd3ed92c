import { USER_ROLES, type UserRole } from '@rookery/core';
import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { setRole } from '../features/moderation/grant-role.js';
import { openShellDatabase } from './shell-database.js';

/**
 * `npm run admin -- grant <email> [--role admin|moderator]` and `npm run admin -- revoke <email>`:
 * makes an account a moderator (or admin) from the shell, on the same configuration and database
 * as `npm start`. Written to the audit log as done from the shell.
 */
const USAGE =
  'Usage: npm run admin -- grant <email> [--role admin|moderator]\n       npm run admin -- revoke <email>';

function parseArgs(args: string[]): { command: 'grant' | 'revoke'; email: string; role: UserRole } | string {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || email.startsWith('--')) return USAGE;
  let role: UserRole = 'moderator';
  if (rest.length) {
    const value = rest[0] === '--role' ? rest[1] : rest[0]?.replace(/^--role=/, '');
    if (!USER_ROLES.includes(value as UserRole) || command === 'revoke') return USAGE;
    role = value as UserRole;
  }
  return { command, email, role };
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const database = await openShellDatabase(loadConfig());
  const db = createDb(database.url, 1);
  try {
    const change = await setRole(
      db,
      { email: parsed.email },
      parsed.command === 'grant' ? parsed.role : null,
      null,
      'From the shell (npm run admin)',
    );
    if (!change) {
      console.error(`No account has the address ${parsed.email}.`);
      return 1;
    }
    console.log(
      change.role
        ? `${change.email} is now ${change.role === 'admin' ? 'an admin' : 'a moderator'}.`
        : `${change.email} is no longer a moderator.`,
    );
    return 0;
  } finally {
    await db.destroy();
    await database.release();
  }
}

process.exitCode = await main();
