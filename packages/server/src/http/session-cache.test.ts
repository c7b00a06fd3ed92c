import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS, SessionCache } from './session-cache.js';

const info = (id: string, userId = 'u1') => ({ id, userId, formKey: 'k', currentBlogId: null });
const far = new Date(Date.now() + 3_600_000);

describe('the session cache', () => {
  it('answers a session for SESSION_CACHE_MS, then asks the database again', () => {
    const cache = new SessionCache();
    cache.set('ta', info('a'), far, 1_000);
    expect(cache.get('ta', 1_000 + SESSION_CACHE_MS)?.id).toBe('a');
    expect(cache.get('ta', 1_001 + SESSION_CACHE_MS)).toBeUndefined();
  });

  it('never answers a session past its expiry', () => {
    const cache = new SessionCache();
    cache.set('ta', info('a'), new Date(2_000), 1_000);
    expect(cache.get('ta', 1_999)?.id).toBe('a');
    expect(cache.get('ta', 2_000)).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache();
    cache.set('ta', info('a'), far);
    cache.set('tb', info('b'), far);
    cache.set('tc', info('c', 'u2'), far);
    cache.forget('a');
    expect(cache.get('ta')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('tb')).toBeUndefined();
    expect(cache.get('tc')?.userId).toBe('u2');
  });
});
