import type { PostListResponse, PostView } from '@rookery/core';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addNotes, patchPosts, removePost } from './patch-posts';

const post = (id: string, root = id, note_count = 1) =>
  ({ id, root_id: root, reblog_key: `k${id}`, note_count, liked: false }) as PostView;

const list = (...posts: PostView[]): InfiniteData<PostListResponse> => ({
  pages: [{ posts, next: null }],
  pageParams: [undefined],
});

function cache() {
  const client = new QueryClient();
  client.setQueryData(['dashboard', {}], list(post('1'), post('2', '1', 1), post('3')));
  client.setQueryData(['likes', {}], list(post('2', '1', 1)));
  client.setQueryData(['permalink', 'ada', '1'], { post: post('1'), blog: { name: 'ada' } });
  client.setQueryData(['following'], { pages: [{ blogs: [], next: null }], pageParams: [undefined] });
  return client;
}
const posts = (client: QueryClient, key: unknown[]) =>
  client.getQueryData<InfiniteData<PostListResponse>>(key)!.pages.flatMap((p) => p.posts);

describe('patchPosts', () => {
  it('changes every cached copy of a post: lists and single-post answers', () => {
    const client = cache();
    patchPosts(
      client,
      (p) => p.id === '2',
      (p) => ({ ...p, liked: true }),
    );
    expect(posts(client, ['dashboard', {}]).map((p) => p.liked)).toEqual([false, true, false]);
    expect(posts(client, ['likes', {}])[0]?.liked).toBe(true);
    expect(client.getQueryData<{ post: PostView }>(['permalink', 'ada', '1'])?.post.liked).toBe(false);
  });

  it('counts notes on the whole chain and never below zero', () => {
    const client = cache();
    addNotes(client, post('2', '1'), 1);
    expect(posts(client, ['dashboard', {}]).map((p) => p.note_count)).toEqual([2, 2, 1]);
    expect(client.getQueryData<{ post: PostView }>(['permalink', 'ada', '1'])?.post.note_count).toBe(2);
    addNotes(client, post('3'), -5);
    expect(posts(client, ['dashboard', {}]).at(-1)?.note_count).toBe(0);
  });

  it('takes a deleted post out of every list, leaving other data alone', () => {
    const client = cache();
    const following = client.getQueryData(['following']);
    removePost(client, '2');
    expect(posts(client, ['dashboard', {}]).map((p) => p.id)).toEqual(['1', '3']);
    expect(posts(client, ['likes', {}])).toEqual([]);
    expect(client.getQueryData(['following'])).toBe(following);
  });
});
