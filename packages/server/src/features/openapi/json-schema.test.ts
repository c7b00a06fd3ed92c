import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputSchema } from './json-schema.js';

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
