import { LOGIN_RATES, messages, TFA_RATES, TFA_RECOVERY_CODE_COUNT, tfaMessages } from '@rookery/core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function signedUp(name: string): Promise<TestClient> {
  const c = t.client();
  expect((await c.register(`${name}@example.com`, name)).status).toBe(200);
  return c;
}

/** An account with two-factor sign-in on: its browser, key and recovery codes. */
async function withTwoFactor(name: string) {
  const c = await signedUp(name);
  const setup = await c.post('/svc/account/tfa/setup');
  const secret: string = setup.body.response.secret;
  const enabled = await c.post('/svc/account/tfa/enable', { code: codeFor(secret) });
  expect(enabled.status).toBe(200);
  return { c, secret, recoveryCodes: enabled.body.response.recovery_codes as string[] };
}

/** A new browser past the password: the challenge the code goes with. */
async function passwordStep(name: string): Promise<{ browser: TestClient; challenge: string }> {
  const browser = t.client();
  const res = await browser.login(`${name}@example.com`);
  expect(res.status).toBe(200);
  expect(res.body.response).toMatchObject({ tfa_required: true });
  return { browser, challenge: res.body.response.challenge };
}

const secondStep = (browser: TestClient, challenge: string, code: string) =>
  browser.post('/svc/account/login/tfa', { challenge, code });

describe('turning it on', () => {
  it('shows a new key as an otpauth URI and a QR code, and keeps it encrypted', async () => {
    const c = await signedUp('setter');
    expect((await c.get('/svc/account/tfa')).body.response).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const setup = await c.post('/svc/account/tfa/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri, qr_svg } = setup.body.response;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Rookery:setter%40example\.com\?/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const row = await t.deps.db
      .selectFrom('users')
      .select(['tfa_pending_secret', 'tfa_secret'])
      .where('email', '=', 'setter@example.com')
      .executeTakeFirstOrThrow();
    expect(row.tfa_secret).toBeNull();
    expect(row.tfa_pending_secret).toMatch(/^v1\./);
    expect(row.tfa_pending_secret).not.toContain(secret);
  });

  it('turns on only with a right code, then hands out the recovery codes once', async () => {
    const c = await signedUp('enabler');
    const { secret } = (await c.post('/svc/account/tfa/setup')).body.response;
    const wrong = await c.post('/svc/account/tfa/enable', { code: codeFor(secret, 10) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'code', detail: tfaMessages.codeWrong });
    expect((await c.get('/svc/account/tfa')).body.response.enabled).toBe(false);

    const enabled = await c.post('/svc/account/tfa/enable', { code: codeFor(secret) });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.response.recovery_codes;
    expect(codes).toHaveLength(TFA_RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(TFA_RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const status = await c.get('/svc/account/tfa');
    expect(status.body.response).toMatchObject({
      enabled: true,
      recovery_codes_left: TFA_RECOVERY_CODE_COUNT,
    });
    expect(status.raw).not.toContain(secret);
    expect((await c.get('/svc/account/session')).raw).not.toContain(secret);
    expect((await c.post('/svc/account/tfa/setup')).status).toBe(409);
    const stored = await t.deps.db
      .selectFrom('tfa_recovery_codes')
      .select('digest')
      .innerJoin('users', 'users.id', 'tfa_recovery_codes.user_id')
      .where('users.email', '=', 'enabler@example.com')
      .execute();
    expect(stored).toHaveLength(TFA_RECOVERY_CODE_COUNT);
    for (const { digest } of stored) expect(codes.map((c) => c.replace('-', ''))).not.toContain(digest);
  });

  it('asks to start again when there is no key being set up', async () => {
    const c = await signedUp('no-setup');
    const res = await c.post('/svc/account/tfa/enable', { code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe(tfaMessages.setupMissing);
  });

  it('needs a session', async () => {
    const visitor = await t.client().start();
    expect((await visitor.get('/svc/account/tfa')).status).toBe(401);
    expect((await visitor.post('/svc/account/tfa/setup')).status).toBe(401);
  });
});

describe('logging in', () => {
  it('asks for a code after the right password, and signs in only with it', async () => {
    const { secret } = await withTwoFactor('two-step');
    const { browser, challenge } = await passwordStep('two-step');
    expect(browser.cookies.has('rk_session')).toBe(false);
    expect((await browser.get('/svc/account/session')).body.response.user).toBeNull();

    const wrong = await secondStep(browser, challenge, codeFor(secret, 10));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'code', detail: tfaMessages.codeWrong });

    const right = await secondStep(browser, challenge, codeFor(secret, 1));
    expect(right.status).toBe(200);
    expect(right.body.response.user.name).toBe('two-step');
    expect((await browser.get('/svc/account/session')).body.response.user.name).toBe('two-step');
    // The challenge signed in once.
    const again = await secondStep(await t.client().start(), challenge, codeFor(secret, 1));
    expect(again.body.errors[0]).toMatchObject({ field: 'challenge', detail: tfaMessages.challengeExpired });
  });

  it('takes a code once: the same code, or an older one, does not sign in again', async () => {
    const { secret } = await withTwoFactor('replayed');
    // The code that turned it on is used: the same one does not sign in.
    const first = await passwordStep('replayed');
    expect((await secondStep(first.browser, first.challenge, codeFor(secret))).status).toBe(400);
    expect((await secondStep(first.browser, first.challenge, codeFor(secret, 1))).status).toBe(200);
    const second = await passwordStep('replayed');
    expect((await secondStep(second.browser, second.challenge, codeFor(secret, 1))).status).toBe(400);
    expect((await secondStep(second.browser, second.challenge, codeFor(secret))).status).toBe(400);
  });

  it('takes each recovery code once, typed with or without its dash', async () => {
    const { c, recoveryCodes } = await withTwoFactor('recovering');
    const [first = '', second = ''] = recoveryCodes;
    const a = await passwordStep('recovering');
    expect((await secondStep(a.browser, a.challenge, first.toUpperCase())).status).toBe(200);
    const b = await passwordStep('recovering');
    expect((await secondStep(b.browser, b.challenge, first)).status).toBe(400);
    expect((await secondStep(b.browser, b.challenge, second.replace('-', ' '))).status).toBe(200);
    expect((await c.get('/svc/account/tfa')).body.response.recovery_codes_left).toBe(
      TFA_RECOVERY_CODE_COUNT - 2,
    );
  });

  it('refuses a challenge past its time', async () => {
    const { secret } = await withTwoFactor('slowpoke');
    const { browser, challenge } = await passwordStep('slowpoke');
    await t.deps.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await secondStep(browser, challenge, codeFor(secret));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe(tfaMessages.challengeExpired);
    expect(browser.cookies.has('rk_session')).toBe(false);
  });

  it('throttles wrong codes only, and a throttled right code changes nothing', async () => {
    const { secret, recoveryCodes } = await withTwoFactor('guessed');
    const { browser, challenge } = await passwordStep('guessed');
    const guess = (i: number) => secondStep(browser, challenge, String(100000 + i));
    for (let i = 0; i < TFA_RATES.code.max - 1; i++) expect((await guess(i)).status).toBe(400);
    // A right code gives its try back.
    const owner = await passwordStep('guessed');
    expect((await secondStep(owner.browser, owner.challenge, recoveryCodes[0] ?? '')).status).toBe(200);
    expect((await guess(98)).status).toBe(400);
    const throttled = await guess(99);
    expect(throttled.status).toBe(429);
    expect(throttled.body.errors[0]?.detail).toBe(tfaMessages.tooManyCodes);
    expect((await secondStep(browser, challenge, codeFor(secret))).status).toBe(429);
    expect(browser.cookies.has('rk_session')).toBe(false);
  });

  it('still spends the password budgets on wrong passwords and gives them back on right ones', async () => {
    await withTwoFactor('budgeted');
    const browser = t.client();
    browser.remoteAddress = '192.0.2.77';
    for (let i = 0; i < LOGIN_RATES.pair.max * 2; i++) {
      expect((await browser.login('budgeted@example.com')).body.response.tfa_required).toBe(true);
    }
    for (let i = 0; i < LOGIN_RATES.pair.max; i++) {
      expect((await browser.login('budgeted@example.com', `wrong-${i}`)).status).toBe(400);
    }
    expect((await browser.login('budgeted@example.com')).status).toBe(429);
  });
});

describe('turning it off', () => {
  it('needs the password, throttled, and a code; then the password alone signs in', async () => {
    const { c, secret } = await withTwoFactor('disabler');
    const off = (password: string, code: string) => c.post('/svc/account/tfa/disable', { password, code });

    const badPassword = await off('not it', codeFor(secret, 1));
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.errors[0]).toMatchObject({
      field: 'password',
      detail: messages.currentPasswordWrong,
    });
    const badCode = await off(PASSWORD, codeFor(secret, 10));
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors[0]?.field).toBe('code');
    expect((await c.get('/svc/account/tfa')).body.response.enabled).toBe(true);

    for (let i = 1; i < LOGIN_RATES.passwordCheck.max; i++)
      expect((await off(`no-${i}`, '111111')).status).toBe(400);
    expect((await off(PASSWORD, codeFor(secret, 1))).status).toBe(429);
    expect((await c.get('/svc/account/tfa')).body.response.enabled).toBe(true);

    await t.deps.db.deleteFrom('rate_limits').where('key', 'like', 'password-check:%').execute();
    expect((await off(PASSWORD, codeFor(secret, 1))).status).toBe(200);
    expect((await c.get('/svc/account/tfa')).body.response).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const browser = t.client();
    const login = await browser.login('disabler@example.com');
    expect(login.body.response.user.name).toBe('disabler');
  });
});
