import { describe, expect, it } from 'vitest';
import { likeSource } from './like-source';

describe('likeSource', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/iframe', 'dashboard_iframe'],
    ['/tagged/birds', 'tagged'],
    ['/likes', 'likes'],
    ['/blog/ada/inbox', 'inbox'],
    ['/inbox', 'inbox'],
    ['/search/owls', 'search'],
    ['/explore', 'explore'],
    ['/tv', 'tv'],
    ['/blog/view/ada', 'blog_peek'],
    ['/blog/view/ada/123', 'blog_peek'],
    ['/blog/view/ada/search/birds', 'search_peek'],
    ['/ada', 'unknown'],
    ['/ada/post/1', 'unknown'],
    ['/blog/ada/drafts', 'unknown'],
    ['/', 'unknown'],
  ])('labels %s as %s', (path, source) => {
    expect(likeSource(path)).toBe(source);
  });
});
