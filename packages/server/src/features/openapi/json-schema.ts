import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

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

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/**
 * The top-level fields of an object schema: what a query or path schema holds, one parameter each.
 * A union's objects are merged, a field required only where every alternative requires it. (zod
 * writes an intersection of objects as one object, so there is no allOf to merge.)
 */
export function fieldsOf(json: JsonSchema): Field[] {
  const alternatives = (json.anyOf ?? json.oneOf) as JsonSchema[] | undefined;
  if (!alternatives) return ownFields(json);
  const lists = alternatives.map(fieldsOf);
  const byName = new Map<string, Field>();
  for (const field of lists.flat()) if (!byName.has(field.name)) byName.set(field.name, field);
  return [...byName.values()].map((field) => ({
    ...field,
    required: lists.every((list) => list.some((f) => f.name === field.name && f.required)),
  }));
}

function ownFields(json: JsonSchema): Field[] {
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, schema, required: required.has(name) }));
}
