import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { setRole } from './grant-role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roleOf = async (email: string) =>
  (await t.deps.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow())
    .role;

describe('roles', () => {
  it('makes the first account of a fresh install its admin, and nobody after it', async () => {
    const first = await signedUp(t, 'first');
    await signedUp(t, 'second');
    expect(await roleOf('first@example.com')).toBe('admin');
    expect(await roleOf('second@example.com')).toBeNull();
    expect((await first.get('/svc/account/session')).body.response.user.role).toBe('admin');
  });

  it('grants and revokes by address (any case), logged, and the toggles follow at once', async () => {
    const third = await signedUp(t, 'third');
    expect((await third.post('/nsfw/toggle', { tumblelog: 'second' })).status).toBe(403);
    expect(
      await setRole(t.deps.db, { email: 'THIRD@example.com' }, 'moderator', null, 'shell'),
    ).toMatchObject({
      role: 'moderator',
    });
    expect((await third.post('/nsfw/toggle', { tumblelog: 'second' })).status).toBe(200);
    await setRole(t.deps.db, { email: 'third@example.com' }, null, null);
    expect((await third.post('/nsfw/toggle', { tumblelog: 'second' })).status).toBe(403);
    expect(await setRole(t.deps.db, { email: 'nobody@example.com' }, 'admin', null)).toBeUndefined();
    const actions = await t.deps.db
      .selectFrom('moderation_log')
      .select('action')
      .where('target_type', '=', 'user')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['grant_role', 'grant_role', 'revoke_role']);
  });
});
