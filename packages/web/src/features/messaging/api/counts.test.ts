import { describe, expect, it } from 'vitest';
import { blogUnread, unreadTotal } from './counts';

const counts = { unread_messages: { a: { '1': 2, '2': 3 }, b: { '3': 120 }, stranger: { '4': 9 } } };

describe('unread counts', () => {
  it('sums a blog over its conversations', () => {
    expect(blogUnread(counts, 'a')).toBe(5);
    expect(blogUnread(counts, 'none')).toBe(0);
    expect(blogUnread(undefined, 'a')).toBe(0);
  });

  it("sums the header's badge over the user's blogs only", () => {
    expect(unreadTotal(counts, ['a', 'b'])).toBe(125);
    expect(unreadTotal(undefined, ['a'])).toBe(0);
  });
});
