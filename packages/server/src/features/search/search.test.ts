import type {
  BlogSearchResponse,
  BlogSearchTypeaheadResponse,
  PostListResponse,
  SearchTypeaheadResponse,
} from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;
let visitor: TestClient;
type Named =
  | 'oldLight'
  | 'newLight'
  | 'titled'
  | 'rain'
  | 'running'
  | 'theWho'
  | 'birds'
  | 'draft'
  | 'private'
  | 'sensitive'
  | 'quote';
const ids = {} as Record<Named, string>;

/** Moves a post's publication back `days` days, so the order by time is known. */
async function age(id: string, days: number) {
  await sql`update posts set published_at = now() - make_interval(days => ${days}) where id = ${id}`.execute(
    t.deps.db,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann-finds');
  ben = t.client();
  await ben.register('ben@example.com', 'ben-birds');
  cat = t.client();
  await cat.register('cat@example.com', 'cat-reads');
  visitor = await t.client().start();

  ids.oldLight = await textPost(ann, { title: 'Evening', body: '<p>The porch light hums at dusk.</p>' });
  ids.newLight = await textPost(ann, { title: 'Morning', body: '<p>A light breakfast, then the porch.</p>' });
  ids.titled = await textPost(ben, { title: 'Light', body: '<p>On lamps and candles.</p>', tags: ['lamps'] });
  ids.rain = await textPost(ben, { title: 'Storm', body: '<p>Light rain on the porch.</p>' });
  ids.running = await textPost(cat, { title: 'Notes', body: '<p>I went running by the river.</p>' });
  ids.theWho = await textPost(cat, { title: 'The Who', body: '<p>Live at Leeds.</p>' });
  ids.birds = await textPost(ben, { title: 'Spotted', body: '<p>Two herons today.</p>', tags: ['Birds'] });
  ids.draft = await textPost(ann, { title: 'Secret light', body: '<p>draft</p>', state: 'draft' });
  ids.private = await textPost(ann, { title: 'Private light', body: '<p>mine</p>', state: 'private' });
  ids.sensitive = await textPost(cat, { title: 'Night light', body: '<p>x</p>', owner_flagged_nsfw: true });
  const quote = await savePostForm(ben, 'quote', {
    quote: 'Light is the first of painters.',
    source: 'Emerson',
  });
  expect(quote.status, quote.raw).toBe(200);
  ids.quote = quote.body.response.post.id;
  await age(ids.oldLight, 30);
  await age(ids.rain, 20);
  await age(ids.titled, 10);
  await age(ids.quote, 5);
  await age(ids.newLight, 2);
  await age(ids.sensitive, 1);
});
afterAll(() => t.close());

const search = (client: TestClient, query: string) =>
  client.get<PostListResponse>(`/svc/search/posts?${query}`);
const found = async (client: TestClient, query: string) => {
  const res = await search(client, query);
  expect(res.status, res.raw).toBe(200);
  return res.body.response.posts.map((p) => p.id);
};

describe('site search', () => {
  it('finds every visible post with the word, newest first, under Recent', async () => {
    expect(await found(visitor, 'q=light&sort=recent')).toEqual([
      ids.newLight,
      ids.quote,
      ids.titled,
      ids.rain,
      ids.oldLight,
    ]);
  });

  it('ranks Top by match, notes and age: a title match with notes leads a body match of its age', async () => {
    for (const liker of [ann, cat]) {
      const res = await liker.post('/svc/like', {
        id: ids.titled,
        key: await reblogKeyOf(t.deps.db, ids.titled),
      });
      expect(res.status, res.raw).toBe(200);
    }
    const top = await found(visitor, 'q=light');
    expect(top.indexOf(ids.titled)).toBeLessThan(top.indexOf(ids.rain));
    expect(top.indexOf(ids.titled)).toBeLessThan(top.indexOf(ids.quote));
    expect(top.indexOf(ids.rain)).toBeLessThan(top.indexOf(ids.oldLight));
    expect(new Set(top)).toEqual(new Set(await found(visitor, 'q=light&sort=recent')));
  });

  it('reads quotes as a phrase and a minus as an exclusion', async () => {
    expect(await found(visitor, 'q=%22porch%20light%22&sort=recent')).toEqual([ids.oldLight]);
    expect(await found(visitor, 'q=light%20-rain&sort=recent')).not.toContain(ids.rain);
    expect(await found(visitor, 'q=light%20-rain&sort=recent')).toContain(ids.oldLight);
  });

  it('stems English words, and finds words English leaves out', async () => {
    expect(await found(visitor, 'q=run')).toEqual([ids.running]);
    expect(await found(visitor, 'q=the%20who')).toEqual([ids.theWho]);
  });

  it('searches a tag with #, in any case', async () => {
    expect(await found(visitor, 'q=%23birds')).toEqual([ids.birds]);
    expect(await found(visitor, 'q=%23BIRDS&sort=recent')).toEqual([ids.birds]);
    // The tag's word is found without # too.
    expect(await found(visitor, 'q=lamps')).toEqual([ids.titled]);
  });

  it('narrows to a post type', async () => {
    expect(await found(visitor, 'q=light&filter_post_type=quote')).toEqual([ids.quote]);
    expect(await found(visitor, 'q=light&filter_post_type=Chat')).toEqual([]);
  });

  it('never finds drafts or private posts, not even for their owner', async () => {
    for (const client of [visitor, ann]) {
      const all = await found(client, 'q=light&sort=recent&filter_nsfw=false');
      expect(all).not.toContain(ids.draft);
      expect(all).not.toContain(ids.private);
    }
  });

  it('hides sensitive posts under safe search and in safe mode, and always from visitors', async () => {
    expect(await found(ann, 'q=night')).toEqual([]);
    // A new account is in safe mode (issue 19): asking for everything changes nothing until it is off.
    expect(await found(ann, 'q=night&filter_nsfw=false')).toEqual([]);
    expect((await ann.post('/svc/account/settings', { safe_mode: false })).status).toBe(200);
    expect(await found(ann, 'q=night&filter_nsfw=false')).toEqual([ids.sensitive]);
    expect(await found(ann, 'q=night')).toEqual([]);
    expect(await found(visitor, 'q=night&filter_nsfw=false')).toEqual([]);
  });

  it('leaves out the blogs a reader blocks and those that block them', async () => {
    expect(await found(ann, 'q=herons')).toEqual([ids.birds]);
    expect(
      (await ann.post('/svc/block/add', { tumblelog: 'ann-finds', blocked_tumblelog: 'ben-birds' })).status,
    ).toBe(200);
    expect(await found(ann, 'q=herons')).toEqual([]);
    // ben is blocked by ann: ann's posts are hidden from ben.
    expect(await found(ben, 'q=breakfast')).toEqual([]);
    expect(await found(cat, 'q=breakfast')).toEqual([ids.newLight]);
    await ann.post('/svc/block/remove', { tumblelog: 'ann-finds', blocked_tumblelog: 'ben-birds' });
    expect(await found(ben, 'q=breakfast')).toEqual([ids.newLight]);
  });

  it('pages to the end by cursor under both sorts, each post once', async () => {
    for (const sort of ['recent', 'top']) {
      const seen: string[] = [];
      let before = '';
      for (let page = 0; page < 10; page++) {
        const res = await search(visitor, `q=light&sort=${sort}&limit=2${before}`);
        seen.push(...res.body.response.posts.map((p) => p.id));
        if (!res.body.response.next) break;
        before = `&before=${res.body.response.next}`;
      }
      expect(seen, sort).toHaveLength(5);
      expect(new Set(seen).size, sort).toBe(5);
    }
  });

  it('finds a reblog by what its reblogger wrote, not by the words it carries', async () => {
    const plain = await reblogPost(cat, 'cat-reads', ids.birds, await reblogKeyOf(t.deps.db, ids.birds), {});
    const said = await reblogPost(cat, 'cat-reads', ids.birds, await reblogKeyOf(t.deps.db, ids.birds), {
      body: '<p>Egrets too!</p>',
    });
    expect(await found(visitor, 'q=herons')).toEqual([ids.birds]);
    expect(await found(visitor, 'q=egrets')).toEqual([said.body.response.post.id]);
    expect(plain.status).toBe(200);
  });

  it('follows an edit and a deletion', async () => {
    const id = await textPost(cat, { title: 'Marmalade', body: '<p>orange peel</p>' });
    expect(await found(visitor, 'q=marmalade')).toEqual([id]);
    const edit = await savePostForm(cat, 'text', { postId: id, title: 'Jam', body: '<p>plums</p>' }, 'edit');
    expect(edit.status, edit.raw).toBe(200);
    expect(await found(visitor, 'q=marmalade')).toEqual([]);
    expect(await found(visitor, 'q=plums')).toEqual([id]);
    expect((await cat.post('/svc/post/delete', { post_id: id, channel_id: 'cat-reads' })).status).toBe(200);
    expect(await found(visitor, 'q=plums')).toEqual([]);
  });

  it.each([
    '',
    'q=',
    'q=%20%20',
    `q=${'x'.repeat(201)}`,
    'q=light&sort=best',
    'q=light&filter_post_type=gif',
    'q=light&filter_nsfw=maybe',
    'q=light&limit=0',
    'q=light&before=abc',
    'q=light&before=99999999999999999999_1',
  ])('answers 400 for %s', async (query) => {
    const res = await search(visitor, query);
    expect(res.status, res.raw).toBe(400);
  });

  it('takes any text as a term without failing: operators, quotes, symbols alone', async () => {
    for (const q of ['"', '-', '!!!', '(', ':*', "'", '& |', 'a <-> b', '\\']) {
      const res = await search(visitor, `q=${encodeURIComponent(q)}`);
      expect(res.status, `${q}: ${res.raw}`).toBe(200);
    }
  });
});

describe('the typeahead', () => {
  const typeahead = async (client: TestClient, query: string) => {
    const res = await client.get<SearchTypeaheadResponse>(`/svc/search/typeahead?${query}`);
    expect(res.status, res.raw).toBe(200);
    return res.body.response;
  };

  it('finds blogs by the beginning of their name and by the words of their title', async () => {
    expect((await typeahead(visitor, 'q=ben')).blogs.map((b) => b.name)).toEqual(['ben-birds']);
    const blog = (await typeahead(visitor, 'q=ben')).blogs[0];
    expect(blog).toMatchObject({ name: 'ben-birds', url: '/ben-birds', following: false });
    expect(blog?.avatar_url).toContain('/avatar/ben-birds/');
    expect((await typeahead(visitor, 'q=reads')).blogs.map((b) => b.name)).toEqual(['cat-reads']);
    // A word of the title half-typed, as the field sends it while the reader types.
    await cat.post('/svc/blog/cat-reads/settings', { title: 'Rookery Birdwatching' });
    expect((await typeahead(visitor, 'q=rookery%20bir')).blogs.map((b) => b.name)).toEqual(['cat-reads']);
    expect((await typeahead(visitor, 'q=%26%20%7C%20!')).blogs).toEqual([]);
  });

  it('says whether the reader follows a blog found', async () => {
    await ann.post('/svc/follow', { tumblelog: 'cat-reads' });
    expect((await typeahead(ann, 'q=cat')).blogs[0]).toMatchObject({ name: 'cat-reads', following: true });
  });

  it('finds tags by their beginning, # or not, with how many posts carry them', async () => {
    expect((await typeahead(visitor, 'q=%23bi')).tags).toEqual([{ tag: 'birds', count: 1 }]);
    expect((await typeahead(visitor, 'q=lam')).tags).toEqual([{ tag: 'lamps', count: 1 }]);
    expect((await typeahead(visitor, 'q=%25')).tags).toEqual([]);
  });

  it('answers 400 without a term', async () => {
    expect((await visitor.get('/svc/search/typeahead')).status).toBe(400);
    expect((await visitor.get('/svc/search/typeahead?q=a&limit=21')).status).toBe(400);
  });
});

describe('blog search', () => {
  let dana: TestClient;
  const dIds: string[] = [];

  beforeAll(async () => {
    dana = t.client();
    await dana.register('dana@example.com', 'dana-art');
    for (let i = 0; i < 5; i++) {
      dIds.push(
        await textPost(dana, { title: `Sketch ${i}`, body: '<p>charcoal study</p>', tags: ['art', `s${i}`] }),
      );
      await age(dIds[i]!, 10 - i);
    }
    const quote = await savePostForm(dana, 'quote', { quote: 'Charcoal remembers.', tags: ['art'] });
    expect(quote.status, quote.raw).toBe(200);
    dIds.push(quote.body.response.post.id);
    const reblog = await reblogPost(dana, 'dana-art', ids.birds, await reblogKeyOf(t.deps.db, ids.birds), {
      body: '<p>charcoal herons</p>',
    });
    dIds.push(reblog.body.response.post.id);
    await ann.post('/svc/like', { id: dIds[1], key: await reblogKeyOf(t.deps.db, dIds[1]!) });
  });

  const blogSearch = (client: TestClient, path: string) =>
    client.get<BlogSearchResponse>(`/svc/search/blog_search/dana-art/${path}`);
  const idsOf = (res: { body: { response: BlogSearchResponse } }) => res.body.response.posts.map((p) => p.id);

  it('answers the spec: posts and next_offset, newest first by default, -1 at the end', async () => {
    const res = await blogSearch(visitor, 'charcoal');
    expect(res.status, res.raw).toBe(200);
    expect(idsOf(res)).toEqual([dIds[6], dIds[5], dIds[4], dIds[3], dIds[2], dIds[1], dIds[0]]);
    expect(res.body.response.next_offset).toBe(-1);
  });

  it('pages by next_offset until it is negative', async () => {
    const seen: string[] = [];
    let offset = 0;
    const offsets: number[] = [];
    while (offset >= 0) {
      const res = await blogSearch(visitor, `charcoal?limit=3&next_offset=${offset}`);
      seen.push(...idsOf(res));
      offset = res.body.response.next_offset;
      offsets.push(offset);
    }
    expect(offsets).toEqual([3, 6, -1]);
    expect(new Set(seen).size).toBe(7);
  });

  it('sorts by popularity, narrows by type and to original posts', async () => {
    expect(idsOf(await blogSearch(visitor, 'charcoal?sort=POPULARITY_DESC'))[0]).toBe(dIds[1]);
    expect(idsOf(await blogSearch(visitor, 'charcoal?post_type=QUOTE'))).toEqual([dIds[5]]);
    expect(idsOf(await blogSearch(visitor, 'charcoal?post_role=ORIGINAL'))).not.toContain(dIds[6]);
  });

  it('strips # from the term and finds tags', async () => {
    expect(idsOf(await blogSearch(visitor, '%23s3'))).toEqual([dIds[3]]);
    expect(idsOf(await blogSearch(visitor, 'nothing-like-it'))).toEqual([]);
  });

  it('answers 404 for an unknown blog and 400 for bad values', async () => {
    expect((await visitor.get('/svc/search/blog_search/no-such-blog/x')).status).toBe(404);
    for (const bad of ['%23', 'x?next_offset=-1', 'x?sort=NEWEST', 'x?post_type=ANSWER', 'x?limit=100']) {
      const res = await blogSearch(visitor, bad);
      expect(res.status, `${bad}: ${res.raw}`).toBe(400);
    }
  });

  it("types ahead the blog's most used tags, at most 20, narrowed by a beginning without #", async () => {
    const typeahead = async (query = '') => {
      const res = await visitor.get<BlogSearchTypeaheadResponse>(
        `/svc/search/blog_search_typeahead/dana-art${query}`,
      );
      expect(res.status, res.raw).toBe(200);
      return res.body.response.tags.map((t) => t.tag);
    };
    const all = await typeahead();
    expect(all[0]).toBe('art');
    expect(all).toHaveLength(6);
    expect(await typeahead('?q=%23s')).toEqual(['s0', 's1', 's2', 's3', 's4']);
    for (let i = 0; i < 25; i++) await textPost(dana, { title: `t${i}`, tags: [`many${i}`] });
    expect(await typeahead()).toHaveLength(20);
    expect((await visitor.get('/svc/search/blog_search_typeahead/no-such-blog')).status).toBe(404);
  });
});
