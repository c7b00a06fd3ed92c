import type { Bootstrap } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the bootstrap app link (spec document 3 §2: a get-the-app link when an app exists)', () => {
  it('is null when no APP_URL is configured', async () => {
    const res = await t.client().get<Bootstrap>('/svc/account/session');
    expect(res.body.response.app_url).toBeNull();
  });

  it('carries the configured address, in the session call and the served page', async () => {
    t.deps.config.appUrl = 'https://apps.example.com/rookery';
    try {
      const c = t.client();
      expect((await c.get<Bootstrap>('/svc/account/session')).body.response.app_url).toBe(
        'https://apps.example.com/rookery',
      );
      expect((await c.get('/explore')).raw).toContain('"app_url":"https://apps.example.com/rookery"');
    } finally {
      delete t.deps.config.appUrl;
    }
  });
});
