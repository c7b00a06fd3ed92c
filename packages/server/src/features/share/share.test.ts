import type { NetworkShareResponse, ShareDataResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/smtp-capture.js';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';
import { shareCounts } from './share-counts.js';
import { shortCode } from './short-link.js';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let publicId: string;
let privateId: string;
let draftId: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  ann = await signedUp(t, 'ann');
  ben = await signedUp(t, 'ben');
  publicId = await textPost(ann, {
    title: 'Tea at dawn',
    body: '<p>The kettle sings before the birds do.</p>',
  });
  privateId = await textPost(ann, { title: 'Secret', state: 'private' });
  draftId = await textPost(ann, { title: 'Unfinished', state: 'draft' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const shareData = (client: TestClient, blog: string, id: string) =>
  client.get<ShareDataResponse>(`/svc/post/share/${blog}/${id}`);

/** The raw mail sent to `to`, its quoted-printable soft breaks undone. */
function mailTo(to: string): string {
  const mail = smtp.mails.findLast((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

describe('GET /svc/post/share/{blog}/{post_id}', () => {
  it('answers every field of share_popover_data for a public post', async () => {
    const res = await shareData(ben, 'ann', publicId);
    expect(res.status).toBe(200);
    const data = res.body.response.share_popover_data;
    expect(data).toMatchObject({
      abuse_url: '/svc/post/report',
      form_key: ben.formKey,
      has_facebook: false,
      has_user: true,
      is_private: false,
      permalink_label: `rookery.test/ann/post/${publicId}`,
      post_id: publicId,
      post_tiny_url: `http://rookery.test/p/${shortCode(publicId)}`,
      post_url: `http://rookery.test/ann/post/${publicId}`,
      root_id: publicId,
      tumblelog_name: 'ann',
      twitter_username: null,
      tumblelog_share: false,
      show_permalink: true,
      show_embed: true,
      show_email: true,
      show_twitter: true,
      show_facebook: true,
      show_reddit: true,
      show_flagging: true,
      show_reporting_links: true,
      // A text post has no image to pin.
      show_pinterest: false,
      pinterest_share_window: { name: 'pinterest', dimensions: { width: 750, height: 550 } },
    });
    expect(data.embed_code).toContain(`src="http://rookery.test/embed/post/ann/${publicId}"`);
    expect(data.embed_code).toContain(`data-did="${data.embed_did}"`);
    expect(data.embed_key).not.toBe('');
  });

  it('offers no flagging of one’s own post, and no e-mail to a visitor', async () => {
    const own = (await shareData(ann, 'ann', publicId)).body.response.share_popover_data;
    expect(own.show_flagging).toBe(false);
    const visitor = await t.client().start();
    const seen = (await shareData(visitor, 'ann', publicId)).body.response.share_popover_data;
    expect(seen).toMatchObject({
      has_user: false,
      show_email: false,
      show_flagging: false,
      show_twitter: true,
    });
    expect(seen.form_key).toBe(visitor.formKey);
  });

  it('shares nothing of a private post or a draft, and hides them from anyone else', async () => {
    for (const id of [privateId, draftId]) {
      const own = (await shareData(ann, 'ann', id)).body.response.share_popover_data;
      expect(own).toMatchObject({ is_private: true, post_url: '', post_tiny_url: '', embed_code: '' });
      const shows = Object.entries(own).filter(([k, v]) => k.startsWith('show_') && v);
      expect(shows).toEqual([]);
      expect((await shareData(ben, 'ann', id)).status).toBe(404);
    }
  });

  it('is 404 for a post named under another blog, or an id that is no id', async () => {
    expect((await shareData(ben, 'ben', publicId)).status).toBe(404);
    expect((await shareData(ben, 'ann', 'nope')).status).toBe(404);
  });
});

describe('the short link', () => {
  it('redirects /p/{code} to the permalink, and is 404 for a private post or a bad code', async () => {
    const res = await ben.get(`/p/${shortCode(publicId)}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`http://rookery.test/ann/post/${publicId}`);
    expect((await ben.get(`/p/${shortCode(privateId)}`)).status).toBe(404);
    expect((await ben.get('/p/!!')).status).toBe(404);
    expect((await ben.get('/p/zzzzzzzzzzz')).status).toBe(404);
  });
});

describe('POST /svc/share/email', () => {
  const send = (client: TestClient, fields: Record<string, unknown>) =>
    client.post('/svc/share/email', { post_id: publicId, tumblelog_name: 'ann', ...fields });

  it('mails the post’s title, excerpt and link with the sender’s message, no Reply-To unless asked', async () => {
    const res = await send(ben, { email_address: 'friend@example.com', message: 'You will like this' });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ sent_to: 'friend@example.com' });
    const raw = mailTo('friend@example.com');
    expect(raw).toMatch(/Subject: ben shared a post with you: Tea at dawn/);
    expect(raw).toContain('The kettle sings before the birds do.');
    expect(raw).toContain(`http://rookery.test/ann/post/${publicId}`);
    expect(raw).toContain('You will like this');
    expect(raw).not.toMatch(/^Reply-To:/im);
    expect(String(res.headers['set-cookie'])).toMatch(/share_popover_reply_to=0;.*Max-Age=31536000/);
  });

  it('sets Reply-To to the sender when allow_reply_to is on, and remembers the choice', async () => {
    const res = await send(ben, { email_address: 'pal@example.com', allow_reply_to: 'on' });
    expect(res.status).toBe(200);
    expect(mailTo('pal@example.com')).toMatch(/^Reply-To: ben@example\.com/im);
    expect(String(res.headers['set-cookie'])).toMatch(/share_popover_reply_to=1;/);
    expect(String(res.headers['set-cookie'])).not.toMatch(/HttpOnly/i);
  });

  it('checks the address with the loose pattern and the caps, changing nothing', async () => {
    const before = smtp.mails.length;
    for (const email_address of ['no-at-sign', 'a@b', 'a b@c.d', `${'x'.repeat(95)}@ex.com`]) {
      const res = await send(ben, { email_address });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]?.field).toBe('email_address');
    }
    const long = await send(ben, { email_address: 'ok@example.com', message: 'm'.repeat(256) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]?.detail).toBe('A message is at most 255 characters.');
    // The loose pattern lets what the blog card's {email} refuses through.
    expect((await send(ben, { email_address: 'odd!name@example.c' })).status).toBe(200);
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('needs a session, the form key and a shareable post', async () => {
    const visitor = await t.client().start();
    expect((await send(visitor, { email_address: 'v@example.com' })).status).toBe(401);
    const noKey = await ben.post(
      '/svc/share/email',
      { post_id: publicId, tumblelog_name: 'ann', email_address: 'k@example.com' },
      { formKey: null },
    );
    expect(noKey.status).toBe(403);
    expect((await send(ben, { email_address: 'p@example.com', post_id: privateId })).status).toBe(404);
    expect((await send(ann, { email_address: 'p@example.com', post_id: privateId })).status).toBe(409);
  });

  it('refuses the 21st mail in an hour with a clear 429', async () => {
    const cleo = await signedUp(t, 'cleo');
    cleo.remoteAddress = '198.51.100.7';
    for (let i = 0; i < 20; i++) {
      expect((await send(cleo, { email_address: `r${i}@example.com` })).status).toBe(200);
    }
    const refused = await send(cleo, { email_address: 'r21@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]?.detail).toBe(
      "You've shared by email a lot this hour. Try again in a little while.",
    );
    expect(smtp.mails.some((m) => m.to.includes('r21@example.com'))).toBe(false);
  });
});

describe('POST /svc/email_tumblelog', () => {
  it('mails a blog with the {email} pattern', async () => {
    const res = await ben.post('/svc/email_tumblelog', {
      tumblelog_name: 'ann',
      email_address: 'blogfan@example.org',
      message: 'Follow her',
    });
    expect(res.status).toBe(200);
    const raw = mailTo('blogfan@example.org');
    expect(raw).toMatch(/Subject: ben shared a blog with you: ann/);
    expect(raw).toContain('http://rookery.test/ann');
    const loose = await ben.post('/svc/email_tumblelog', {
      tumblelog_name: 'ann',
      email_address: 'odd!name@example.c',
    });
    expect(loose.status).toBe(400);
  });
});

describe('POST /svc/share/{network}', () => {
  it('counts each share per post and network and answers the popup', async () => {
    const share = (network: string, extra = {}) =>
      ben.post<NetworkShareResponse>(`/svc/share/${network}`, {
        post_id: publicId,
        tumblelog_name: 'ann',
        share_fallback: 'true',
        ...extra,
      });
    const twitter = await share('twitter', { message: 'Look [URL]' });
    expect(twitter.status).toBe(200);
    const permalink = encodeURIComponent(`http://rookery.test/ann/post/${publicId}`);
    expect(twitter.body.response).toEqual({
      network: 'twitter',
      url: `https://twitter.com/intent/tweet?url=${permalink}&text=Look`,
      popup: { width: 626, height: 258, scrollbars: false },
      share_count: 1,
    });
    expect((await share('twitter')).body.response.share_count).toBe(2);
    expect((await share('facebook')).body.response.url).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${permalink}`,
    );
    expect((await share('reddit')).body.response.popup).toEqual({
      width: 860,
      height: 600,
      scrollbars: true,
    });
    expect((await share('pinterest')).status).toBe(409);
    expect((await share('myspace')).status).toBe(400);
    expect(await shareCounts(t.deps.db, publicId)).toMatchObject({ twitter: 2, facebook: 1, reddit: 1 });
  });

  it('refuses the 121st network share in an hour from one address', async () => {
    const visitor = await t.client().start();
    visitor.remoteAddress = '203.0.113.9';
    const share = () =>
      visitor.post('/svc/share/reddit', { post_id: publicId, tumblelog_name: 'ann', share_fallback: true });
    for (let i = 0; i < 120; i++) expect((await share()).status).toBe(200);
    const refused = await share();
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]?.detail).toBe(
      "You're sharing faster than we allow. Wait a while and try again.",
    );
  });

  it('answers no linked Facebook account', async () => {
    const res = await ben.post('/svc/facebook_status', {});
    expect(res.status).toBe(200);
    expect(res.body.response).toBeNull();
  });
});

describe('Flag and Remove app attribution', () => {
  it('stores one report per reader in the safety reports', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ben.post('/svc/post/report', { post_id: publicId, tumblelog_name: 'ann' });
      expect(res.status).toBe(200);
    }
    const rows = await t.deps.db
      .selectFrom('reports')
      .selectAll()
      .where('target_type', '=', 'post')
      .where('target_id', '=', publicId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'other', status: 'open' });
    expect(rows[0]?.snapshot).toMatchObject({ headline: 'Tea at dawn' });
  });

  it('lets only the owner remove the attribution of a post that has one', async () => {
    await t.deps.db.updateTable('posts').set({ from_app: true }).where('id', '=', publicId).execute();
    const body = { post_id: publicId, tumblelog_id: 'ann' };
    expect((await ben.post('/svc/post/remove_app_attribution', body)).status).toBe(403);
    expect((await ann.post('/svc/post/remove_app_attribution', body)).status).toBe(200);
    expect((await ann.post('/svc/post/remove_app_attribution', body)).status).toBe(409);
  });
});
