// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fragmentPostIds } from './fragment-post-ids';

describe('fragmentPostIds', () => {
  it('reads each post root once, in order', () => {
    const html =
      '<article data-post-id="9"><p>x</p></article><!-- --><article data-post-id="8"></article><div data-post-id="9"></div>';
    expect(fragmentPostIds(html)).toEqual(['9', '8']);
  });

  it('finds nothing in an empty fragment', () => {
    expect(fragmentPostIds('')).toEqual([]);
  });
});
