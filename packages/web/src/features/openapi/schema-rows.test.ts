import { describe, expect, it } from 'vitest';
import { fieldRows, notesOf, typeOf } from './schema-rows';

describe('typeOf', () => {
  it('names types in a few words', () => {
    expect(typeOf({ type: 'string' })).toBe('string');
    expect(typeOf({ type: ['string', 'number'] })).toBe('string or number');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'string' }] })).toBe(
      'string or integer',
    );
    expect(typeOf({ type: 'array', items: { type: 'string' } })).toBe('list of string');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'string' } })).toBe('map of string');
    expect(typeOf({ type: 'string', format: 'binary' })).toBe('file');
    expect(typeOf({})).toBe('any');
  });
});

describe('notesOf', () => {
  it('says what limits a value, leaving out the safe-integer bounds zod adds', () => {
    expect(notesOf({ type: 'integer', minimum: 1, maximum: 50, default: 20 })).toEqual([
      '≥ 1',
      '≤ 50',
      'default 20',
    ]);
    expect(notesOf({ type: 'string', minLength: 1, maxLength: 140 })).toEqual(['1–140 characters']);
    expect(notesOf({ type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER })).toEqual([
      '> 0',
    ]);
    expect(notesOf({ anyOf: [{ enum: ['0', '1'] }, { enum: ['draft'] }] })).toEqual(['one of: 0, 1, draft']);
  });
});

describe('fieldRows', () => {
  it('lists nested fields after their parent, named as a form writes them', () => {
    const rows = fieldRows({
      type: 'object',
      required: ['post'],
      properties: {
        post: {
          type: 'object',
          description: 'The post.',
          properties: { type: { type: 'string', enum: ['text', 'photo'] } },
          required: ['type'],
        },
        edit_post_id: { type: 'string' },
      },
    });
    expect(rows).toEqual([
      { name: 'post', type: 'object', required: true, notes: [], description: 'The post.' },
      { name: 'post[type]', type: 'string', required: true, notes: ['one of: text, photo'] },
      { name: 'edit_post_id', type: 'string', required: false, notes: [] },
    ]);
  });
});
