import { describe, expect, it } from 'vitest';
import { testParticipant } from '../api/test-participant';
import {
  appendsFavorites,
  emptyInboxBlogs,
  favoritesWithout,
  inboxSignature,
  otherParticipants,
  wholeRows,
} from './inbox-rules';

describe('the empty inbox grid', () => {
  it('shows whole rows of 4 only', () => {
    expect(wholeRows([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4]);
    expect(wholeRows([1, 2, 3, 4, 5, 6, 7, 8])).toHaveLength(8);
    expect(wholeRows([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toHaveLength(9);
  });

  it('shows no part of a row: fewer blogs than a row are none', () => {
    expect(wholeRows([1, 2])).toEqual([]);
    expect(wholeRows([])).toEqual([]);
  });
});

describe('the empty inbox (spec §2: whole rows of 4, 5 favorites)', () => {
  const names = (blogs: { name: string }[]) => blogs.map((b) => b.name);
  const blogs = (n: number) => Array.from({ length: n }, (_, i) => testParticipant(`b${i + 1}`));

  it('shows 5 favorites, then the next blogs in whole rows of 4, two rows at most', () => {
    const all = emptyInboxBlogs(blogs(13), 't:me');
    expect(names(all.favorites)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    expect(names(all.suggestions)).toEqual(['b6', 'b7', 'b8', 'b9', 'b10', 'b11', 'b12', 'b13']);
    expect(names(emptyInboxBlogs(blogs(11), 't:me').suggestions)).toEqual(['b6', 'b7', 'b8', 'b9']);
    expect(emptyInboxBlogs(blogs(8), 't:me')).toMatchObject({ suggestions: [] });
    expect(emptyInboxBlogs(blogs(3), 't:me').favorites).toHaveLength(3);
  });

  it('leaves out the sending blog, and blogs it cannot message from the grid', () => {
    const list = [testParticipant('me'), ...blogs(10)];
    list[7] = testParticipant('closed', { can_receive_messages: false });
    const shown = emptyInboxBlogs(list, 't:me');
    expect(names(shown.favorites)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    expect(names(shown.suggestions)).toEqual(['b6', 'b8', 'b9', 'b10']);
  });
});

describe('favorites under the inbox', () => {
  it('are appended under at most 3 conversations, not under an empty inbox', () => {
    expect(appendsFavorites(0)).toBe(false);
    expect(appendsFavorites(1)).toBe(true);
    expect(appendsFavorites(3)).toBe(true);
    expect(appendsFavorites(4)).toBe(false);
    expect(appendsFavorites(5, 5)).toBe(true);
  });

  it('leave out the blogs already talked to, up to the limit', () => {
    const blogs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => testParticipant(n));
    const left = favoritesWithout(blogs, new Set(['t:b', 't:d']), 4);
    expect(left.map((b) => b.name)).toEqual(['a', 'c', 'e', 'f']);
  });
});

describe('otherParticipants', () => {
  it("are a conversation's blogs but the viewer's own", () => {
    const participants = [testParticipant('me'), testParticipant('you')];
    expect(otherParticipants({ participants, participant_uuid: 't:me' }).map((p) => p.name)).toEqual(['you']);
  });
});

describe('inboxSignature', () => {
  const c = (id: string, modified: number, read: number) => ({
    id,
    last_modified_ts: modified,
    last_read_ts: read,
  });

  it('changes with a new message, a read or a new order, and only then', () => {
    const before = inboxSignature([c('1', 10, 5), c('2', 8, 8)]);
    expect(inboxSignature([c('1', 10, 5), c('2', 8, 8)])).toBe(before);
    expect(inboxSignature([c('1', 11, 5), c('2', 8, 8)])).not.toBe(before);
    expect(inboxSignature([c('1', 10, 10), c('2', 8, 8)])).not.toBe(before);
    expect(inboxSignature([c('2', 8, 8), c('1', 10, 5)])).not.toBe(before);
  });
});
