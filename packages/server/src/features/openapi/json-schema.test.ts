import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldsOf, inputSchema } from './json-schema.js';

describe('inputSchema', () => {
  it('describes what the client sends: coerced, preprocessed and transformed fields by their input', () => {
    const schema = inputSchema(
      z.object({
        limit: z.coerce.number().int().max(50),
        on: z.preprocess((v) => v === '1', z.boolean()),
        name: z.string().transform((s) => s.length),
        when: z.date().optional(),
      }),
    );
    expect(schema).not.toHaveProperty('$schema');
    expect(schema.properties).toEqual({
      limit: { type: 'integer', maximum: 50, minimum: expect.any(Number) },
      on: { type: 'boolean' },
      name: { type: 'string' },
      // A Date has no JSON Schema: any value, rather than no document.
      when: {},
    });
  });
});

describe('fieldsOf', () => {
  it("lists an object's fields with whether each is required", () => {
    const fields = fieldsOf(inputSchema(z.object({ q: z.string(), limit: z.number().optional() })));
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ['q', true],
      ['limit', false],
    ]);
  });

  it("merges a union's alternatives: required only where every one requires it", () => {
    const schema = z.union([
      z.object({ post_id: z.string(), channel_id: z.string().optional() }),
      z.object({ post_id: z.string(), reblog_key: z.string() }),
    ]);
    expect(fieldsOf(inputSchema(schema)).map((f) => [f.name, f.required])).toEqual([
      ['post_id', true],
      ['channel_id', false],
      ['reblog_key', false],
    ]);
  });

  it('has no fields for a schema that is not an object', () => {
    expect(fieldsOf(inputSchema(z.string()))).toEqual([]);
  });
});
