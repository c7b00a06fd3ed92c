import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { purgeExpired } from './purge-expired.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('removes expired sessions and challenges, old tokens and whole budgets, and keeps live ones', async () => {
  const live = t.client();
  await live.register('live@example.com', 'live-blog');
  const expired = t.client();
  await expired.register('expired@example.com', 'expired-blog');
  const { db } = t.deps;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'expired@example.com')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', user.id)
    .execute();
  await db
    .insertInto('email_tokens')
    .values({
      id: 'old',
      user_id: user.id,
      email: 'expired@example.com',
      purpose: 'reset',
      expires_at: new Date('2020-01-01'),
    })
    .execute();
  await db
    .insertInto('rate_limits')
    .values([
      { key: 'whole-again', full_at: new Date(Date.now() - 1000) },
      { key: 'spent', full_at: new Date(Date.now() + 60_000) },
    ])
    .execute();

  await db
    .insertInto('login_challenges')
    .values([
      { id: 'stale', user_id: user.id, expires_at: new Date(Date.now() - 1000) },
      { id: 'waiting', user_id: user.id, expires_at: new Date(Date.now() + 60_000) },
    ])
    .execute();

  const removed = await purgeExpired(db);
  expect(removed).toEqual({ sessions: 1, email_tokens: 1, login_challenges: 1, rate_limits: 1 });
  expect(await db.selectFrom('login_challenges').select('id').execute()).toEqual([{ id: 'waiting' }]);
  expect((await live.get('/svc/account/session')).body.response.user.name).toBe('live-blog');
  expect((await expired.get('/svc/account/session')).body.response.user).toBeNull();
  expect(await db.selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'spent' }]);
});
