// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { restoreServerState, SERVER_STATE_ID } from './server-rendered';

const KEY = ['blog', 'ada-writes', 'posts'];

function servedPage(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.id = SERVER_STATE_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ queries: [{ queryKey: KEY, state: { data, dataUpdatedAt: 1 } }] });
  doc.body.append(script);
  return doc;
}

/** Mounts a reader of KEY as a component would, and tells whether it asked the server. */
async function mountFetches(queryClient: ReturnType<typeof createQueryClient>): Promise<boolean> {
  const queryFn = vi.fn(async () => ({ posts: ['fresh'] }));
  const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 0));
  unsubscribe();
  return queryFn.mock.calls.length > 0;
}

describe('restoreServerState', () => {
  it('puts the served data in the cache, and the hydrated page does not fetch it again at once', async () => {
    const queryClient = createQueryClient();
    expect(restoreServerState(queryClient, servedPage({ posts: ['served'] }))).toBe(true);
    expect(queryClient.getQueryData(KEY)).toEqual({ posts: ['served'] });
    expect(await mountFetches(queryClient)).toBe(false);
  });

  it('lets the data go stale as any other once it is replaced or invalidated', async () => {
    const queryClient = createQueryClient();
    restoreServerState(queryClient, servedPage({ posts: ['served'] }));
    await queryClient.invalidateQueries({ queryKey: KEY, refetchType: 'none' });
    expect(await mountFetches(queryClient)).toBe(true);

    const other = createQueryClient();
    restoreServerState(other, servedPage({ posts: ['served'] }));
    // Dated apart from the served data (within one millisecond the two could not be told apart).
    other.setQueryData(KEY, { posts: ['changed'] }, { updatedAt: Date.now() - 1000 });
    expect(await mountFetches(other)).toBe(true);
  });

  it('puts a list back on its first page: the null cursor JSON wrote is undefined again', () => {
    const queryClient = createQueryClient();
    restoreServerState(queryClient, servedPage({ pages: [{ posts: [] }], pageParams: [null] }));
    expect(queryClient.getQueryData<{ pageParams: unknown[] }>(KEY)?.pageParams).toEqual([undefined]);
  });

  it('answers false for a page the browser renders alone', () => {
    expect(restoreServerState(createQueryClient(), document.implementation.createHTMLDocument())).toBe(false);
  });
});
