import {
  messages,
  POST_REQUEST_MAX_BYTES,
  POST_TEXT_MAX_LENGTH,
  type PostSaveResponse,
  RICH_TEXT_MAX_DEPTH,
} from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/count-rows.js';
import { LiveClient } from '../../../test/live-client.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

/**
 * Issue 14: one request must not stall the server. Bodies at the size limit built to be as costly
 * as possible are saved while a client pings; every other request still gets its answer at once.
 */

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('heavy@example.com', 'heavy');
});
afterAll(() => t.close());

/** `unit` repeated after `prefix` as often as fits the field limit. */
const fill = (unit: string, prefix = '') =>
  prefix + unit.repeat(Math.floor((POST_TEXT_MAX_LENGTH - prefix.length) / unit.length));

const postCount = () => countRows(t.deps.db, 'posts');

/** A text post as the composer sends it: form-encoded, bracket keys. */
const saveText = (client: TestClient, fields: { title?: string; body: string }, editor = 'rich') =>
  client.post<PostSaveResponse>('/svc/post/update', undefined, {
    form: new URLSearchParams({
      'post[type]': 'text',
      'post[one]': fields.title ?? '',
      'post[two]': fields.body,
      channel_id: 'heavy',
      editor_type: editor,
    }).toString(),
  });

describe('the post text limit', () => {
  it('saves a field at the limit, even form-encoded at 9 bytes a character', async () => {
    const res = await saveText(owner, { body: fill('一') });
    expect(res.status, res.raw.slice(0, 300)).toBe(200);
    expect(fill('一').length).toBe(POST_TEXT_MAX_LENGTH);
  });

  it('refuses one character more with the message, and saves nothing', async () => {
    const before = await postCount();
    for (const editor of ['rich', 'html', 'markdown']) {
      const res = await saveText(owner, { body: `${fill('<a>')}<a>` }, editor);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]?.detail).toBe(messages.postTextTooLong);
    }
    // The old 47-second body: 900 KB of unclosed links.
    const old = await owner.post('/svc/post/update', {
      post: { type: 'text', one: 'Links', two: '<a>'.repeat(300_000) },
      channel_id: 'heavy',
    });
    expect(old.status).toBe(400);
    expect(old.body.errors[0]?.detail).toBe(messages.postTextTooLong);
    expect(await postCount()).toBe(before);
  });

  it(`refuses rich text nested deeper than ${RICH_TEXT_MAX_DEPTH} levels, and saves nothing`, async () => {
    const before = await postCount();
    for (const editor of ['rich', 'html', 'markdown']) {
      const res = await saveText(owner, { body: fill('<div>x') }, editor);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]?.detail).toBe(messages.textNestedTooDeep);
    }
    expect(await postCount()).toBe(before);
    const deepest = '<blockquote>'.repeat(RICH_TEXT_MAX_DEPTH);
    expect((await saveText(owner, { body: `${deepest}x` })).status).toBe(200);
  });

  it('answers a body past the request limit with 413 and the message, and saves nothing', async () => {
    const before = await postCount();
    const res = await saveText(owner, { body: 'x'.repeat(POST_REQUEST_MAX_BYTES) });
    expect(res.status).toBe(413);
    expect(res.body.errors[0]?.detail).toBe(messages.requestTooLarge);
    expect(await postCount()).toBe(before);
  });
});

/** Bodies at the limit, each the costliest we know for some step of a save, and their answers. */
const ATTACKS: { name: string; editor: string; title?: string; body: string; status: 200 | 400 }[] = [
  { name: 'unclosed <a> (rich)', editor: 'rich', body: fill('<a>'), status: 200 },
  { name: 'unclosed <a> (Markdown)', editor: 'markdown', body: fill('<a>'), status: 200 },
  {
    name: '500 nested <div>, then elements at that depth',
    editor: 'html',
    body: fill('<i>x</i>', '<div>'.repeat(500)),
    status: 200,
  },
  { name: 'nested <div> past the depth limit', editor: 'rich', body: fill('<div>x'), status: 400 },
  { name: "a run of '<', no title", editor: 'rich', title: '', body: fill('<'), status: 200 },
  { name: "a run of '[' (Markdown)", editor: 'markdown', body: fill('['), status: 200 },
  { name: "a title of unclosed '<a '", editor: 'rich', title: fill('<a '), body: 'x', status: 200 },
];

describe('while bodies like these are saved', () => {
  it('/svc/ping still answers within 100 ms (p99)', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const attacker = new LiveClient(base);
    expect((await attacker.register('attacker@example.com', 'attacker')).status).toBe(200);
    // A title, so that bodies a reader sees nothing of still get past 'Post body empty.' to the sanitizer.
    const bodies = ATTACKS.map(({ editor, title = 'Heavy', body }) => ({
      post: { type: 'text', one: title, two: body },
      channel_id: 'attacker',
      editor_type: editor,
    }));

    let attacking = true;
    const latencies: number[] = [];
    const pinging = (async () => {
      while (attacking) {
        const start = performance.now();
        const res = await fetch(`${base}/svc/ping`);
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers: Record<string, number[]> = {};
    // Each body three times at once, the bodies one after another.
    for (const [i, body] of bodies.entries()) {
      const saves = await Promise.all(
        [1, 2, 3].map(() => attacker.request('POST', '/svc/post/update', body)),
      );
      answers[ATTACKS[i]!.name] = saves.map((a) => a.status);
    }
    attacking = false;
    await pinging;

    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1]!;
    expect(latencies.length).toBeGreaterThan(50);
    expect(
      p99,
      `p99 of ${latencies.length} pings; slowest ${latencies.slice(-5).map(Math.round)}`,
    ).toBeLessThanOrEqual(100);
    // Every body got its answer: saved, or refused for being too deep; never a failure.
    expect(answers).toEqual(Object.fromEntries(ATTACKS.map((a) => [a.name, [a.status, a.status, a.status]])));
  }, 120_000);
});
