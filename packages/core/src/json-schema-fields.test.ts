import { describe, expect, it } from 'vitest';
import { fieldsOf } from './json-schema-fields.js';

const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

describe('fieldsOf', () => {
  it("lists an object's fields with whether each is required", () => {
    const fields = fieldsOf(object({ q: { type: 'string' }, limit: { type: 'integer' } }, ['q']));
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ['q', true],
      ['limit', false],
    ]);
  });

  it("merges a union's alternatives: required only where every one requires it", () => {
    const schema = {
      anyOf: [
        object({ post_id: { type: 'string' }, channel_id: { type: 'string' } }, ['post_id']),
        object({ post_id: { type: 'string' }, reblog_key: { type: 'string' } }, ['post_id', 'reblog_key']),
      ],
    };
    expect(fieldsOf(schema).map((f) => [f.name, f.required])).toEqual([
      ['post_id', true],
      ['channel_id', false],
      ['reblog_key', false],
    ]);
  });

  it('has no fields for a schema that is not an object', () => {
    expect(fieldsOf({ type: 'string' })).toEqual([]);
  });
});
