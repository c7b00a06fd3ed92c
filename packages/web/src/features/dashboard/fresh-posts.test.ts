import type { PostListResponse, PostView } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { addBlock, feedPostIds, mergeFirstPage, pendingBlocks } from './fresh-posts';

const post = (id: string, note_count = 0) => ({ id, note_count }) as PostView;
const page = (ids: string[], next: string | null): PostListResponse => ({
  posts: ids.map((id) => post(id)),
  next,
});
const ids = (data: { pages: PostListResponse[] }) => data.pages.map((p) => p.posts.map((x) => x.id));

describe('pendingBlocks', () => {
  const blocks = [
    { html: '<a>', ids: ['9'] },
    { html: '<b>', ids: ['8', '7'] },
  ];

  it('keeps a block while the feed lacks one of its posts', () => {
    expect(pendingBlocks(blocks, new Set(['8']))).toEqual(blocks);
  });

  it('drops a block once the feed holds all its posts', () => {
    expect(pendingBlocks(blocks, new Set(['9', '8']))).toEqual([blocks[1]]);
    expect(pendingBlocks(blocks, new Set(['9', '8', '7']))).toEqual([]);
  });
});

describe('addBlock', () => {
  it('puts a fragment with a new post on top', () => {
    const old = [{ html: 'old', ids: ['5'] }];
    expect(addBlock(old, { html: 'new', ids: ['6'] }, new Set(['1']))).toEqual([
      { html: 'new', ids: ['6'] },
      ...old,
    ]);
  });

  it('ignores a fragment whose posts are already shown, in the feed or in a block', () => {
    const old = [{ html: 'old', ids: ['5'] }];
    expect(addBlock(old, { html: 'again', ids: ['5'] }, new Set())).toEqual(old);
    expect(addBlock(old, { html: 'feed', ids: ['1'] }, new Set(['1']))).toEqual(old);
    expect(addBlock([], { html: 'empty', ids: [] }, new Set())).toEqual([]);
  });
});

describe('mergeFirstPage', () => {
  const feed = {
    pages: [page(['5', '4', '3'], 'c3'), page(['2', '1'], null)],
    pageParams: [undefined, 'c3'],
  };

  it('puts the new posts on top and keeps the pages scrolled through', () => {
    const merged = mergeFirstPage(feed, page(['7', '6', '5', '4', '3'], 'x'));
    expect(ids(merged)).toEqual([
      ['7', '6', '5', '4', '3'],
      ['2', '1'],
    ]);
    // The old cursor still leads to the old second page: no gap, no repeat.
    expect(merged.pages[0]?.next).toBe('c3');
    expect(merged.pageParams).toEqual([undefined, 'c3']);
  });

  it('takes the fresh copies of the posts it already shows', () => {
    const merged = mergeFirstPage(feed, { posts: [post('6'), post('5', 12), post('4')], next: 'x' });
    expect(merged.pages[0]?.posts.find((p) => p.id === '5')?.note_count).toBe(12);
  });

  it('starts over when the fresh page does not reach the old first post', () => {
    const merged = mergeFirstPage(feed, page(['12', '11', '10'], 'c10'));
    expect(ids(merged)).toEqual([['12', '11', '10']]);
    expect(merged.pageParams).toEqual([undefined]);
  });

  it('starts the feed when there was none', () => {
    expect(ids(mergeFirstPage(undefined, page(['1'], null)))).toEqual([['1']]);
    expect(
      ids(mergeFirstPage({ pages: [page([], null)], pageParams: [undefined] }, page(['1'], null))),
    ).toEqual([['1']]);
  });

  it('never repeats a post the later pages hold', () => {
    const merged = mergeFirstPage(feed, page(['2', '5', '4'], 'x'));
    expect(feedPostIds(merged).size).toBe(5);
    expect(ids(merged)[0]).toEqual(['5', '4', '3']);
  });
});
