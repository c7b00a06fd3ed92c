import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

async function browser(email: string, userAgent: string, address = '127.0.0.1') {
  const c = t.client();
  c.remoteAddress = address;
  await c.start();
  const headers = { 'user-agent': userAgent };
  const res = await c.request(
    'POST',
    '/svc/account/login',
    { email, password: 'correct horse battery' },
    { headers },
  );
  expect(res.status).toBe(200);
  return c;
}

describe('signed-in browsers', () => {
  it('lists the account’s sessions, this one marked, and never another account’s', async () => {
    const home = t.client();
    await home.register('lister@example.com', 'lister');
    await t.client().register('stranger@example.com', 'stranger');
    await browser('lister@example.com', FIREFOX, '198.51.100.7');

    const res = await home.get('/svc/account/sessions');
    expect(res.status).toBe(200);
    const { sessions } = res.body.response;
    expect(sessions).toHaveLength(2);
    const laptop = sessions.find((s: { current: boolean }) => !s.current);
    expect(laptop).toMatchObject({ device: 'Firefox on Windows', user_agent: FIREFOX, ip: '198.51.100.7' });
    expect(typeof laptop.last_seen_at).toBe('string');
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
    // The table's key is not shown.
    const keys = await t.deps.db.selectFrom('sessions').select('id').execute();
    for (const { id } of keys) expect(res.raw).not.toContain(id);
  });

  it('signs one of them out, at once', async () => {
    const home = t.client();
    await home.register('revoker@example.com', 'revoker');
    const lost = await browser('revoker@example.com', FIREFOX);
    expect((await lost.get('/svc/account/session')).body.response.user.name).toBe('revoker');

    const { sessions } = (await home.get('/svc/account/sessions')).body.response;
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect((await home.post('/svc/account/sessions/revoke', { id: other.id })).status).toBe(200);
    expect((await lost.get('/svc/account/session')).body.response.user).toBeNull();
    expect((await home.get('/svc/account/session')).body.response.user.name).toBe('revoker');
    expect((await home.get('/svc/account/sessions')).body.response.sessions).toHaveLength(1);
    expect((await home.post('/svc/account/sessions/revoke', { id: other.id })).status).toBe(404);
  });

  it('cannot sign out another account’s session', async () => {
    const victim = t.client();
    await victim.register('victim@example.com', 'victim');
    const [victimSession] = (await victim.get('/svc/account/sessions')).body.response.sessions;
    const attacker = t.client();
    await attacker.register('attacker@example.com', 'attacker');
    expect((await attacker.post('/svc/account/sessions/revoke', { id: victimSession.id })).status).toBe(404);
    expect((await victim.get('/svc/account/session')).body.response.user.name).toBe('victim');
  });

  it('needs a session and the form key', async () => {
    const visitor = await t.client().start();
    expect((await visitor.get('/svc/account/sessions')).status).toBe(401);
    const home = t.client();
    await home.register('keyless@example.com', 'keyless');
    const [own] = (await home.get('/svc/account/sessions')).body.response.sessions;
    expect((await home.post('/svc/account/sessions/revoke', { id: own.id }, { formKey: null })).status).toBe(
      403,
    );
  });
});
