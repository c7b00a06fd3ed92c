import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { registerApp } from './api-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/settings/apps calls', () => {
  it('registers an app and shows its key and secret, kept sealed in the database', async () => {
    const owner = await signedUp(t, 'registrar');
    const app = await registerApp(owner);
    expect(app).toMatchObject({
      name: 'Cross-poster',
      website: 'https://client.example',
      callback_url: 'https://client.example/callback',
      consumer_key: expect.stringMatching(/^[\w-]{48}$/),
      consumer_secret: expect.stringMatching(/^[\w-]{48}$/),
    });
    expect((await owner.get('/svc/api/apps')).body.response.apps).toEqual([app]);
    const row = await t.deps.db
      .selectFrom('api_apps')
      .selectAll()
      .where('id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(row.consumer_secret).not.toContain(app.consumer_secret);
    expect(
      (
        await t
          .client()
          .start()
          .then((c) => c.get('/svc/api/apps'))
      ).status,
    ).toBe(401);
  });

  it('refuses a bad callback URL, naming the field', async () => {
    const owner = await signedUp(t, 'sloppy');
    for (const callback_url of ['javascript:alert(1)', 'not a url', '']) {
      const res = await owner.post('/svc/api/apps', { name: 'x', callback_url });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]?.field).toBe('callback_url');
    }
    expect(
      (await owner.post('/svc/api/apps', { name: 'App', callback_url: 'com.example.app:/cb' })).status,
    ).toBe(200);
  });

  it('resets the secret and deletes the app, only the owner’s, only with the form key', async () => {
    const owner = await signedUp(t, 'resetter');
    const app = await registerApp(owner);
    const stranger = await signedUp(t, 'stranger-apps');
    expect((await stranger.post('/svc/api/apps/reset-secret', { id: app.id })).status).toBe(404);
    expect((await owner.post('/svc/api/apps/reset-secret', { id: app.id }, { formKey: null })).status).toBe(
      403,
    );
    const reset = await owner.post('/svc/api/apps/reset-secret', { id: app.id });
    expect(reset.body.response.app.consumer_key).toBe(app.consumer_key);
    expect(reset.body.response.app.consumer_secret).not.toBe(app.consumer_secret);
    expect((await stranger.post('/svc/api/apps/delete', { id: app.id })).status).toBe(404);
    expect((await owner.post('/svc/api/apps/delete', { id: app.id })).status).toBe(200);
    expect((await owner.get('/svc/api/apps')).body.response.apps).toEqual([]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v2/blog/resetter/info?api_key=${app.consumer_key}`,
    });
    expect(read.statusCode).toBe(401);
  });
});
