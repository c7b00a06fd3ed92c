import { FRAGMENT_POST_ATTRIBUTE } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../../test/test-app.js';
import { savePostForm } from '../test-posts.js';

let t: TestApp;
let ann: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = await signedUp(t, 'ann');
});
afterAll(() => t.close());

describe('the save answer’s post_dashboard_html (spec document 1 §3)', () => {
  it('is the saved post as the dashboard shows it: the fragment call’s markup', async () => {
    const saved = await savePostForm(ann, 'text', { title: 'Fresh from the oven', body: '<p>Bread</p>' });
    expect(saved.status, saved.raw).toBe(200);
    const { post, post_dashboard_html: html } = saved.body.response;
    expect(html).toContain(`${FRAGMENT_POST_ATTRIBUTE}="${post.id}"`);
    expect(html).toContain('Fresh from the oven');
    // The only post on ann's dashboard, so the fragment of the whole first page is this one card.
    expect((await ann.request('GET', '/svc/post/dashboard/before/0')).raw).toBe(html);
  });

  it('shows an edit as edited, and a draft to its owner', async () => {
    const draft = await savePostForm(ann, 'text', { title: 'Half baked', state: 'draft' });
    const id = draft.body.response.post.id;
    expect(draft.body.response.post_dashboard_html).toContain('Half baked');
    const edited = await savePostForm(
      ann,
      'text',
      { postId: id, tumblelog: 'ann', title: 'Fully baked', state: 'draft' },
      'edit',
    );
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.response.post_dashboard_html).toContain('Fully baked');
    expect(edited.body.response.post_dashboard_html).not.toContain('Half baked');
  });
});
