import { describe, expect, it } from 'vitest';
import {
  codeToState,
  deriveState,
  fetchStateCode,
  POST_STATE_CODES,
  sentCodeToState,
  stateOnLoad,
  stateToCode,
  storedStateOf,
} from './states.js';

describe('post state codes (spec document 1 §4)', () => {
  it.each([
    ['published', '0'],
    ['draft', '1'],
    ['queued', '2'],
    ['scheduled', 'on.2'],
    ['private', 'private'],
    ['unapproved', '0 3'],
    ['transcoding', '4'],
  ] as const)('%s is sent as %j', (state, code) => {
    expect(stateToCode(state)).toBe(code);
    expect(POST_STATE_CODES[state]).toBe(code);
  });

  it.each([
    ['0', 'published'],
    ['0 3', 'published'],
    ['1', 'draft'],
    ['2', 'queued'],
    ['3', 'unapproved'],
    ['4', 'transcoding'],
    ['on.2', 'scheduled'],
    ['private', 'private'],
  ] as const)('server code %j reads as %s', (code, state) => {
    expect(codeToState(code)).toBe(state);
  });

  it('knows no other code', () => {
    expect(codeToState('5')).toBeUndefined();
    expect(codeToState('published')).toBeUndefined();
  });
});

describe('derived states', () => {
  it('published with is_private shows as private', () => {
    expect(deriveState({ state: 'published', is_private: true, publish_on: null })).toBe('private');
    expect(deriveState({ state: 'published', is_private: false, publish_on: null })).toBe('published');
  });

  it('queued is scheduled only with a publish_on', () => {
    expect(deriveState({ state: 'queued', is_private: false, publish_on: '' })).toBe('queued');
    expect(deriveState({ state: 'queued', is_private: false, publish_on: null })).toBe('queued');
    expect(deriveState({ state: 'queued', is_private: false, publish_on: '2030-01-01T10:00:00Z' })).toBe(
      'scheduled',
    );
  });

  it('other states are kept', () => {
    expect(deriveState({ state: 'draft', is_private: true, publish_on: 'x' })).toBe('draft');
  });

  it('stores private and scheduled as their parts', () => {
    expect(storedStateOf('private')).toEqual({ state: 'published', is_private: true });
    expect(storedStateOf('scheduled')).toEqual({ state: 'queued', is_private: false });
    expect(storedStateOf('draft')).toEqual({ state: 'draft', is_private: false });
  });

  it('asks a transcoding post to publish: the video pipeline holds it while it converts', () => {
    expect(storedStateOf('transcoding')).toEqual({ state: 'published', is_private: false });
    expect(storedStateOf('unapproved')).toEqual({ state: 'unapproved', is_private: false });
  });
});

describe('§4 state codes both ways', () => {
  it.each([
    ['published', '0'],
    ['draft', '1'],
    ['queued', '2'],
    ['unapproved', '3'],
    ['transcoding', '4'],
  ] as const)('a stored %s is fetched as %j', (state, code) => {
    expect(fetchStateCode(state)).toBe(code);
  });

  it.each([
    ['0', 'published'],
    ['0 3', 'unapproved'],
    ['3', 'unapproved'],
    ['1', 'draft'],
    ['2', 'queued'],
    ['on.2', 'scheduled'],
    ['private', 'private'],
    ['4', 'transcoding'],
  ] as const)('a sent %j is read as %s', (code, state) => {
    expect(sentCodeToState(code)).toBe(state);
  });

  it('reads a fetched post: queued with a publish_on is scheduled, published with is_private is private', () => {
    const at = '2031-01-01T00:00:00.000Z';
    expect(stateOnLoad({ state: '2', is_private: false, publish_on: at })).toBe('scheduled');
    expect(stateOnLoad({ state: '2', is_private: false, publish_on: null })).toBe('queued');
    expect(stateOnLoad({ state: '0', is_private: true, publish_on: null })).toBe('private');
    expect(stateOnLoad({ state: '0 3', is_private: false, publish_on: null })).toBe('published');
    expect(stateOnLoad({ state: '3', is_private: false, publish_on: null })).toBe('unapproved');
    expect(stateOnLoad({ state: '4', is_private: false, publish_on: null })).toBe('transcoding');
  });

  it('round trip: every stored state, fetched and sent back as the client sends it, is stored the same', () => {
    for (const stored of ['published', 'draft', 'queued', 'unapproved'] as const) {
      const loaded = stateOnLoad({ state: fetchStateCode(stored), is_private: false, publish_on: null });
      expect(storedStateOf(sentCodeToState(stateToCode(loaded))!).state, stored).toBe(stored);
    }
  });
});
