import type {
  AdminAppealsResponse,
  AdminBlogResponse,
  AdminLogResponse,
  AdminReportsResponse,
  PostView,
} from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';

let t: TestApp;
let mod: TestClient;
let ann: TestClient;
let ben: TestClient;
let benPost: string;

beforeAll(async () => {
  t = await createTestApp();
  mod = await signedUp(t, 'mod');
  ann = await signedUp(t, 'ann');
  ben = await signedUp(t, 'ben');
  benPost = await textPost(ben, { title: 'Reported words' });
  await ann.post('/svc/report', { target_type: 'post', target_id: benPost, reason: 'spam' });
  await ann.post('/svc/report', { target_type: 'blog', target_id: 'ben', reason: 'harassment' });
  await mod.post('/svc/report', { target_type: 'post', target_id: benPost, reason: 'spam' });
});
afterAll(() => t.close());

const reports = (query = '') => mod.get<AdminReportsResponse>(`/svc/admin/reports${query}`);

describe('the /admin area’s data', () => {
  it('is 404 to members and visitors, and its actions 403 to members', async () => {
    const visitor = await t.client().start();
    for (const url of ['/svc/admin/reports', '/svc/admin/blog/ben', '/svc/admin/appeals', '/svc/admin/log']) {
      expect((await ann.get(url)).status, url).toBe(404);
      expect((await visitor.get(url)).status, url).toBe(404);
      expect((await mod.get(url)).status, url).toBe(200);
    }
    expect((await ann.post('/svc/admin/report', { report_id: '1', status: 'resolved' })).status).toBe(403);
    expect((await ann.get('/admin')).status).toBe(404);
    expect((await mod.get('/admin')).status).toBe(200);
  });

  it('lists open reports newest first with the snapshot, the blog’s flags and how many others reported it; filters', async () => {
    const open = (await reports()).body.response.reports;
    expect(open.map((r) => [r.target_type, r.reason])).toEqual([
      ['post', 'spam'],
      ['blog', 'harassment'],
      ['post', 'spam'],
    ]);
    expect(open[0]).toMatchObject({
      target_blog: { name: 'ben', flags: { spam: false, suspended: false } },
      snapshot: { blog_name: 'ben' },
      post_exists: true,
      reporter: 'mod',
      others: 1,
      status: 'open',
    });
    expect((await reports('?target_type=blog')).body.response.reports).toHaveLength(1);
    expect((await reports('?reason=harassment')).body.response.reports).toHaveLength(1);
    expect((await reports('?status=bogus')).status).toBe(400);
  });

  it('resolves and dismisses a report once, logged; the resolved list shows it', async () => {
    const [first, second] = (await reports()).body.response.reports;
    expect(
      (await mod.post('/svc/admin/report', { report_id: first!.id, status: 'resolved', reason: 'removed' }))
        .status,
    ).toBe(200);
    expect((await mod.post('/svc/admin/report', { report_id: first!.id, status: 'dismissed' })).status).toBe(
      409,
    );
    expect((await mod.post('/svc/admin/report', { report_id: '999999', status: 'dismissed' })).status).toBe(
      404,
    );
    expect((await mod.post('/svc/admin/report', { report_id: second!.id, status: 'dismissed' })).status).toBe(
      200,
    );
    expect((await reports()).body.response.reports).toHaveLength(1);
    const resolved = (await reports('?status=resolved')).body.response.reports;
    expect(resolved.map((r) => r.id)).toEqual([first!.id]);
    expect(resolved[0]!.resolved_at).not.toBeNull();
  });

  it('shows a blog’s five toggles and their history', async () => {
    await mod.post('/spam/toggle', { tumblelog: 'ben', reason: 'bot' });
    const blog = (await mod.get<AdminBlogResponse>('/svc/admin/blog/ben')).body.response;
    expect(blog).toMatchObject({
      name: 'ben',
      owner_email: 'ben@example.com',
      flags: { spam: true, nsfw: false, adult: false, uniblock: false, suspended: false },
      open_reports: 1,
    });
    expect(blog.history[0]).toMatchObject({
      action: 'spam_on',
      moderator: 'mod',
      reason: 'bot',
      target_name: 'ben',
    });
    expect((await mod.get('/svc/admin/blog/nobody')).status).toBe(404);
    await mod.post('/spam/toggle', { tumblelog: 'ben' });
  });

  it('queues the posts in review with their content, which only the moderators and the owner see', async () => {
    await mod.post('/svc/admin/post', { post_id: benPost, action: 'classify' });
    await ben.post('/svc/appeal', { post_id: benPost, blog_name: 'ben', state: 3 });
    const queue = (await mod.get<AdminAppealsResponse<PostView>>('/svc/admin/appeals')).body.response.appeals;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ appeal_state: 3, post: { id: benPost, blog_name: 'ben' } });
    expect((await ann.get(`/svc/blog/ben/post/${benPost}`)).status).toBe(404);
  });

  it('reads the log, newest first: who, what, on what, why, when', async () => {
    const log = (await mod.get<AdminLogResponse>('/svc/admin/log')).body.response.entries;
    expect(log.map((e) => e.action).slice(0, 5)).toEqual([
      'classify',
      'spam_off',
      'spam_on',
      'dismiss_report',
      'resolve_report',
    ]);
    expect(log[0]).toMatchObject({ moderator: 'mod', target_type: 'post', target_name: 'ben' });
    expect(log.at(-1)).toMatchObject({ action: 'grant_role', moderator: null, target_type: 'user' });
    expect((await mod.get('/svc/admin/log?before=x')).status).toBe(400);
  });
});

describe('roles from the /admin area', () => {
  it('lets an admin make a blog’s owner a moderator and take it back; moderators may not (403)', async () => {
    const role = (client: TestClient, tumblelog: string, value: string) =>
      client.post('/svc/admin/role', { tumblelog, role: value, reason: 'helps out' });
    expect((await role(ann, 'ann', 'admin')).status).toBe(403);
    expect((await role(mod, 'ann', 'moderator')).status).toBe(200);
    expect((await ann.get('/svc/admin/reports')).status).toBe(200);
    expect((await mod.get<AdminBlogResponse>('/svc/admin/blog/ann')).body.response.owner_role).toBe(
      'moderator',
    );
    expect((await role(ann, 'ben', 'moderator')).status).toBe(403);
    expect((await role(mod, 'nobody', 'moderator')).status).toBe(404);
    expect((await role(mod, 'ann', 'king')).status).toBe(400);
    expect((await role(mod, 'ann', 'none')).status).toBe(200);
    expect((await ann.get('/svc/admin/reports')).status).toBe(404);
    const log = (await mod.get<AdminLogResponse>('/svc/admin/log')).body.response.entries;
    expect(log.slice(0, 2).map((e) => [e.action, e.moderator, e.reason])).toEqual([
      ['revoke_role', 'mod', 'helps out'],
      ['grant_role', 'mod', 'helps out'],
    ]);
  });
});
