import { LOGIN_RATES, messages } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpCapture, tokenOf } from '../../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const count = async (table: 'users' | 'blogs' | 'sessions') =>
  Number(
    (await t.deps.db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
  );

async function waitForMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.mails.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

describe('register, log in, log out', () => {
  it('registers a user with a primary blog and signs them in', async () => {
    const c = t.client();
    const res = await c.register('Alice@Example.com', 'alice-blog');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ status: 200, msg: 'OK' });
    const user = res.body.response.user;
    expect(user).toMatchObject({
      name: 'alice-blog',
      primary: 'alice-blog',
      email: 'alice@example.com',
      is_verified_email: false,
      friend_count: 0,
      liked_post_count: 0,
    });
    expect(user.channels).toHaveLength(1);
    expect(user.channels[0]).toMatchObject({ name: 'alice-blog', is_current: true, is_primary: true });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/rk_session=.*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = await c.get('/svc/account/session');
    expect(session.body.response.user.name).toBe('alice-blog');
    expect(session.body.response.form_key).toBe(c.formKey);
  });

  it('keeps only a hash of the password and of the session token', async () => {
    const row = await t.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'alice@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('correct horse');
  });

  it('logs out, and the old cookie no longer works', async () => {
    const c = t.client();
    await c.login('alice@example.com');
    const oldCookies = new Map(c.cookies);
    const res = await c.post('/svc/account/logout');
    expect(res.status).toBe(200);
    expect(typeof res.body.response.form_key).toBe('string');
    expect((await c.get('/svc/account/session')).body.response.user).toBeNull();
    const replay = t.client();
    for (const [k, v] of oldCookies) replay.cookies.set(k, v);
    expect((await replay.get('/svc/account/session')).body.response.user).toBeNull();
  });

  it('logs in with any capitalisation of the email', async () => {
    const res = await t.client().login('ALICE@example.COM');
    expect(res.status).toBe(200);
    expect(res.body.response.user.name).toBe('alice-blog');
  });

  it('refuses a wrong password with the same message as an unknown address', async () => {
    const wrong = await t.client().login('alice@example.com', 'not the password');
    const unknown = await t.client().login('nobody@example.com', 'whatever1');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0]?.detail).toBe(messages.loginFailed);
      expect(res.body.response).toBeNull();
    }
  });

  it('refuses a duplicate email and creates nothing', async () => {
    const before = [await count('users'), await count('blogs')];
    const res = await t.client().register('alice@example.com', 'another-alice');
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ detail: messages.emailTaken, field: 'email' });
    expect([await count('users'), await count('blogs')]).toEqual(before);
  });

  it.each([
    ['alice-blog', 409, messages.blogNameTaken],
    ['dashboard', 400, messages.blogNameReserved],
    ['settings', 400, messages.blogNameReserved],
    ['ab', 400, messages.blogNameLength],
    ['has space', 400, messages.blogNameChars],
    ['-leading', 400, messages.blogNameChars],
    ['under_score', 400, messages.blogNameChars],
    ['', 400, messages.blogNameRequired],
  ])('refuses the blog name %j and creates nothing', async (name, status, detail) => {
    const before = [await count('users'), await count('blogs')];
    const res = await t.client().register(`new-${name.length}-${status}@example.com`, name);
    expect(res.status).toBe(status);
    expect(res.body.errors[0]?.detail).toBe(detail);
    expect([await count('users'), await count('blogs')]).toEqual(before);
  });

  it('checks email and password on registration', async () => {
    const c = await t.client().start();
    const bad = await c.post('/svc/account/register', {
      email: 'not-an-email',
      password: 'short',
      blog_name: 'fine-name',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('throttles repeated failed logins for an account from a stranger', async () => {
    const c = t.client();
    await c.register('throttle@example.com', 'throttled');
    const attacker = await t.client().start();
    for (let i = 0; i < LOGIN_RATES.pair.max; i++) {
      const res = await attacker.post('/svc/account/login', {
        email: 'throttle@example.com',
        password: `wrong-${i}`,
      });
      expect(res.status).toBe(400);
    }
    const blocked = await attacker.post('/svc/account/login', {
      email: 'throttle@example.com',
      password: 'correct horse battery',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0]?.detail).toBe(messages.rateLimited);
  });
});

describe('login throttling per address', () => {
  it('stops one address that tries many accounts, and does not believe X-Forwarded-For', async () => {
    const attacker = await t.client().start();
    attacker.remoteAddress = '203.0.113.9';
    for (let i = 0; i < LOGIN_RATES.address.max; i++) {
      const res = await attacker.post('/svc/account/login', {
        email: `victim-${i}@example.com`,
        password: 'guess-guess',
      });
      expect(res.status).toBe(400);
    }
    const spoofed = await attacker.post(
      '/svc/account/login',
      { email: 'alice@example.com', password: 'correct horse battery' },
      { headers: { 'x-forwarded-for': '198.51.100.1' } },
    );
    expect(spoofed.status).toBe(429);
    const elsewhere = t.client();
    elsewhere.remoteAddress = '203.0.113.10';
    expect((await elsewhere.login('alice@example.com')).status).toBe(200);
  });
});

describe('email verification', () => {
  it('mails a link that verifies the address, once', async () => {
    const c = t.client();
    await c.register('verify-me@example.com', 'verify-me');
    const mail = await waitForMail('verify-me@example.com');
    expect(mail.raw).toContain('Subject: Verify your email address');
    const link = linkIn(mail.raw, '/verify');
    expect(link.startsWith('http://rookery.test/verify?token=')).toBe(true);

    const res = await c.post('/svc/account/verify', { token: tokenOf(link) });
    expect(res.status).toBe(200);
    expect(res.body.response.user.is_verified_email).toBe(true);
    expect((await c.get('/svc/account/session')).body.response.user.is_verified_email).toBe(true);

    const again = await c.post('/svc/account/verify', { token: tokenOf(link) });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]?.detail).toBe(messages.tokenInvalid);
  });

  it('verifies from a logged-out browser too', async () => {
    const c = t.client();
    await c.register('elsewhere@example.com', 'elsewhere');
    const link = linkIn((await waitForMail('elsewhere@example.com')).raw, '/verify');
    const other = await t.client().start();
    const res = await other.post('/svc/account/verify', { token: tokenOf(link) });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ verified: true, user: null });
    expect((await c.get('/svc/account/session')).body.response.user.is_verified_email).toBe(true);
  });

  it('refuses a made-up token', async () => {
    const res = await (await t.client().start()).post('/svc/account/verify', { token: 'made-up' });
    expect(res.status).toBe(400);
  });

  it('resends the link on request', async () => {
    const c = t.client();
    await c.register('resend@example.com', 'resend-me');
    await waitForMail('resend@example.com');
    const res = await c.post('/svc/account/verify/resend');
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const mails = smtp.mails.filter((m) => m.to.includes('resend@example.com'));
    expect(mails).toHaveLength(2);
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password and ends old sessions', async () => {
    const owner = t.client();
    await owner.register('forgetful@example.com', 'forgetful');
    const c = await t.client().start();
    const res = await c.post('/svc/account/password_reset', { email: 'forgetful@example.com' });
    expect(res.status).toBe(200);
    const mail = smtp.mails
      .filter((m) => m.to.includes('forgetful@example.com'))
      .find((m) => m.raw.includes('reset-password'));
    expect(mail).toBeDefined();
    const link = linkIn(mail!.raw, '/reset-password');

    const confirm = await c.post('/svc/account/password_reset/confirm', {
      token: tokenOf(link),
      password: 'a brand new one',
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.response.user.name).toBe('forgetful');

    expect((await owner.get('/svc/account/session')).body.response.user).toBeNull();
    expect((await t.client().login('forgetful@example.com', 'correct horse battery')).status).toBe(400);
    expect((await t.client().login('forgetful@example.com', 'a brand new one')).status).toBe(200);
    const reuse = await c.post('/svc/account/password_reset/confirm', {
      token: tokenOf(link),
      password: 'yet another one',
    });
    expect(reuse.status).toBe(400);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = smtp.mails.length;
    const res = await (await t.client().start()).post('/svc/account/password_reset', {
      email: 'ghost@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.response.message).toBe(messages.resetSent);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails.length).toBe(before);
  });
});

describe('account settings', () => {
  it('changes sounds, desktop notifications and the default editor type', async () => {
    const c = t.client();
    const registered = await c.register('settings@example.com', 'settings-person');
    expect(registered.body.response.user.desktop_notifications).toBe(true);
    const res = await c.post('/svc/account/settings', {
      is_sounds_enabled: 'off',
      desktop_notifications: 'off',
      default_editor_type: 'markdown',
    });
    expect(res.status).toBe(200);
    expect(res.body.response.user).toMatchObject({
      is_sounds_enabled: false,
      desktop_notifications: false,
      default_editor_type: 'markdown',
    });
    expect((await c.get('/svc/account/session')).body.response.user.desktop_notifications).toBe(false);
    const bad = await c.post('/svc/account/settings', { default_editor_type: 'wysiwyg' });
    expect(bad.status).toBe(400);
  });

  it('keeps the colour theme with the account, following the system until chosen', async () => {
    const c = t.client();
    const registered = await c.register('theme@example.com', 'theme-person');
    expect(registered.body.response.user.theme).toBe('system');
    const res = await c.post('/svc/account/settings', { theme: 'light' });
    expect(res.status).toBe(200);
    expect(res.body.response.user.theme).toBe('light');
    expect((await c.get('/svc/account/session')).body.response.user.theme).toBe('light');
    expect((await c.post('/svc/account/settings', { theme: 'sepia' })).status).toBe(400);
  });

  it('changes the password only with the current one', async () => {
    const c = t.client();
    await c.register('changer@example.com', 'changer');
    expect(
      (await c.post('/svc/account/password', { current_password: 'wrong', password: 'new password!' }))
        .status,
    ).toBe(400);
    expect(
      (
        await c.post('/svc/account/password', {
          current_password: 'correct horse battery',
          password: 'new password!',
        })
      ).status,
    ).toBe(200);
    expect((await t.client().login('changer@example.com', 'new password!')).status).toBe(200);
  });
});
