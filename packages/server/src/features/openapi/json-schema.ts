import type { JsonSchema } from '@rookery/core';
import { z } from 'zod';

/**
 * What a call takes, as JSON Schema 2020-12 (OpenAPI 3.1's dialect). `io: 'input'` describes what
 * the client sends, not what a transform makes of it: a coerced number is a number, a preprocessed
 * flag its boolean. What JSON Schema cannot say (a refinement, a custom check, a Date) falls back to
 * its input type, or to "any value", rather than failing the whole document.
 */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
}
