import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eDataDir } from './server';

/** Undoes quoted-printable: soft line breaks and =XX escapes (=3D for "="). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The links the server mails, by kind: a token's page, or the export's place in the settings. */
const LINKS = {
  verify: /https?:\/\/[^\s"'<>]+\/verify\?token=[A-Za-z0-9_.~%-]+/,
  'reset-password': /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_.~%-]+/,
  export: /https?:\/\/[^\s"'<>]+\/settings\/account\?export=[A-Za-z0-9_-]+#export/,
} as const;

/**
 * The path, query and fragment of the newest mailed link of a kind sent to `to`. The server writes
 * each mail as a raw .eml file under DATA_DIR/mail/ (named after the recipient); sending happens
 * after the answer (or when a job is done), so this waits for it.
 */
export async function mailedLink(to: string, kind: keyof typeof LINKS, timeoutMs = 10_000) {
  const dir = join(e2eDataDir(), 'mail');
  const pattern = LINKS[kind];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
      if (!mail.toLowerCase().includes(to.toLowerCase())) continue;
      const link = pattern.exec(mail)?.[0];
      if (link) {
        const url = new URL(link);
        return `${url.pathname}${url.search}${url.hash}`;
      }
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No ${kind} mail to ${to} in ${dir}`);
}
