import type { FormBuilderData } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

let t: TestApp;
let user: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  user = t.client();
  await user.register('settings@example.com', 'settled');
});
afterAll(() => t.close());

describe('§3 composer data', () => {
  it('carries the user’s dashboard settings beside the limits, language and default editor', async () => {
    const saved = await user.post('/svc/account/settings', {
      is_sounds_enabled: false,
      default_editor_type: 'markdown',
    });
    expect(saved.status, saved.raw).toBe(200);
    const res = await user.post<FormBuilderData>('/svc/post/get_post_form_builder_data', {});
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({
      dashboard_settings: { is_sounds_enabled: false, default_editor_type: 'markdown' },
      default_editor_type: 'markdown',
      language: 'en_US',
    });
    expect(res.body.response.limits.photos_per_post).toBe(10);
  });
});
