import { describe, expect, it } from 'vitest';
import { testParticipant } from '../api/test-participant';
import {
  appendsFavorites,
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

  it('shows fewer blogs than a row as one row rather than none', () => {
    expect(wholeRows([1, 2])).toEqual([1, 2]);
    expect(wholeRows([])).toEqual([]);
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
