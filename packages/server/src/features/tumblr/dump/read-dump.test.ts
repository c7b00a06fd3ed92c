import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DumpUnreadableError, readDumpPosts } from './read-dump.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rookery-dump-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function postsOf(content: string): Promise<unknown[]> {
  const path = join(dir, `${Math.random()}.json`);
  await writeFile(path, content);
  const posts: unknown[] = [];
  for await (const post of readDumpPosts(path)) posts.push(post);
  return posts;
}

// Strings holding brackets, quotes and escapes, and long enough to cross the reader's chunks.
const post = (id: number) => ({
  id,
  id_string: String(id),
  type: 'text',
  body: `<p>{"[tricky]"} \\ ${'x'.repeat(3000)} ]}</p>`,
  trail: [{ content: [{ type: 'text', text: 'posts' }] }],
});
const posts = (n: number) => Array.from({ length: n }, (_, i) => post(i + 1));

describe('reading an API dump a post at a time', () => {
  it('reads a /posts answer', async () => {
    const found = await postsOf(
      JSON.stringify({
        meta: { status: 200 },
        response: { blog: { name: 'b' }, posts: posts(60), total_posts: 60 },
      }),
    );
    expect(found).toHaveLength(60);
    expect(found[59]).toEqual(post(60));
  });

  it('reads a list of answers, {posts}, and a plain list of posts', async () => {
    const pages = [1, 2, 3].map((page) => ({
      meta: {},
      response: { posts: posts(20).map((p) => ({ ...p, id: p.id + page * 100 })) },
    }));
    expect(await postsOf(JSON.stringify(pages))).toHaveLength(60);
    expect(await postsOf(JSON.stringify({ posts: posts(5) }, null, 2))).toHaveLength(5);
    expect(await postsOf(`\ufeff${JSON.stringify(posts(7))}`)).toHaveLength(7);
  });

  it('finds nothing in JSON without posts, and refuses a file cut short or not JSON', async () => {
    expect(await postsOf(JSON.stringify({ hello: ['world'] }))).toEqual([]);
    await expect(postsOf(JSON.stringify(posts(3)).slice(0, -40))).rejects.toThrow(DumpUnreadableError);
    await expect(postsOf('[{"id": 1, "type": nope}]')).rejects.toThrow(DumpUnreadableError);
  });
});
