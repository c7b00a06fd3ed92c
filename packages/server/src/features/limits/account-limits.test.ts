import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_RATES, messages } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

// The test app exempts 127.0.0.1 from the abuse limits; these clients act from other addresses,
// where the real limits hold.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function browserAt(address: string): Promise<TestClient> {
  const c = t.client();
  c.remoteAddress = address;
  return c.start();
}

/** Mails written to DATA_DIR/mail for `to` (the test app has no SMTP server). */
function mailsTo(to: string): number {
  try {
    return readdirSync(join(t.dataDir, 'mail')).filter((f) => f.endsWith(`-${to}.eml`)).length;
  } catch {
    return 0;
  }
}

const users = async (email: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from users where email = ${email}`.execute(t.deps.db))
      .rows[0]?.n,
  );

describe('sign-ups', () => {
  it('takes a few sign-ups per address, then answers 429 and creates nothing', async () => {
    const address = '198.51.100.10';
    for (let i = 0; i < ACTION_RATES.signUp.address.max; i++) {
      const c = await browserAt(address);
      expect((await c.register(`early-${i}@example.com`, `early-${i}`)).status).toBe(200);
    }
    const late = await browserAt(address);
    const refused = await late.register('late@example.com', 'late');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]?.detail).toBe(messages.signUpLimited);
    expect(await users('late@example.com')).toBe(0);
    const elsewhere = await browserAt('198.51.100.11');
    expect((await elsewhere.register('late@example.com', 'late')).status).toBe(200);
  });
});

describe('password-reset mails', () => {
  const reset = (c: TestClient, email: string) => c.post('/svc/account/password_reset', { email });

  it('mails one address a few times an hour, whoever asks, then answers 429', async () => {
    await (await browserAt('127.0.0.1')).register('victim@example.com', 'victim');
    const first = await browserAt('198.51.100.20');
    for (let i = 0; i < ACTION_RATES.resetMail.target.max; i++)
      expect((await reset(first, 'victim@example.com')).status).toBe(200);
    expect(mailsTo('victim@example.com')).toBe(ACTION_RATES.resetMail.target.max + 1);
    for (const c of [first, await browserAt('198.51.100.21')]) {
      const refused = await reset(c, 'victim@example.com');
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0]?.detail).toBe(messages.mailLimited);
    }
    // The sign-up's verification mail, and the resets the budget allowed.
    expect(mailsTo('victim@example.com')).toBe(ACTION_RATES.resetMail.target.max + 1);
  });

  it('answers an address without an account the same way', async () => {
    const c = await browserAt('198.51.100.22');
    for (let i = 0; i < ACTION_RATES.resetMail.target.max; i++)
      expect((await reset(c, 'ghost@example.com')).status).toBe(200);
    expect((await reset(c, 'ghost@example.com')).status).toBe(429);
  });

  it('limits one client address over many target addresses', async () => {
    const c = await browserAt('198.51.100.23');
    for (let i = 0; i < ACTION_RATES.resetMail.address.max; i++)
      expect((await reset(c, `target-${i}@example.com`)).status).toBe(200);
    const refused = await reset(c, 'one-more@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]?.detail).toBe(messages.mailLimited);
  });
});

describe('verification mails asked again', () => {
  const resend = (c: TestClient) => c.post('/svc/account/verify/resend');

  async function member(name: string, address: string): Promise<TestClient> {
    const c = await browserAt('127.0.0.1');
    expect((await c.register(`${name}@example.com`, name)).status).toBe(200);
    c.remoteAddress = address;
    return c;
  }

  it('mails an account a few times an hour, then answers 429 and mails nothing', async () => {
    const c = await member('resender', '198.51.100.30');
    for (let i = 0; i < ACTION_RATES.verifyMail.account.max; i++) expect((await resend(c)).status).toBe(200);
    const refused = await resend(c);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]?.detail).toBe(messages.mailLimited);
    expect(mailsTo('resender@example.com')).toBe(ACTION_RATES.verifyMail.account.max + 1);
  });

  it('limits one client address over the accounts using it', async () => {
    const { account, address } = ACTION_RATES.verifyMail;
    let sent = 0;
    for (let n = 0; sent < address.max; n++) {
      const c = await member(`shared-${n}`, '198.51.100.31');
      for (let i = 0; i < account.max && sent < address.max; i++, sent++)
        expect((await resend(c)).status).toBe(200);
    }
    const fresh = await member('shared-last', '198.51.100.31');
    const refused = await resend(fresh);
    expect(refused.status).toBe(429);
    expect(mailsTo('shared-last@example.com')).toBe(1);
  });
});
