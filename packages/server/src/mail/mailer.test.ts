import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const dataDir = mkdtempSync(join(tmpdir(), 'rookery-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('writes each mail as a raw message file under DATA_DIR/mail when no SMTP_URL is set', async () => {
  const mailer = createMailer({ smtpUrl: undefined, from: 'Rookery <no-reply@rookery.test>', dataDir });
  await mailer.send({
    to: 'a@example.com',
    subject: 'First',
    text: 'Hello http://x.test/verify?token=abc',
    html: '<p>Hello</p>',
  });
  await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'Bye', html: '<p>Bye</p>' });
  const files = readdirSync(join(dataDir, 'mail')).sort();
  expect(files).toHaveLength(2);
  expect(files[0]).toMatch(/-a@example\.com\.eml$/);
  const raw = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
  expect(raw).toContain('To: a@example.com');
  expect(raw).toContain('Subject: First');
  expect(raw).toContain('http://x.test/verify?token=abc');
});
