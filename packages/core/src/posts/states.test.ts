import { describe, expect, it } from 'vitest';
import {
  codeToState,
  deriveState,
  formStateOf,
  POST_STATE_CODES,
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

  it('offers server-only states as published in the form', () => {
    expect(formStateOf('transcoding')).toBe('published');
    expect(formStateOf('unapproved')).toBe('published');
    expect(formStateOf('scheduled')).toBe('scheduled');
  });
});
