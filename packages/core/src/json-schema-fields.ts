/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) as plain data. */
export type JsonSchema = Record<string, unknown>;

export interface SchemaField {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/**
 * The top-level fields of an object schema in the API description: the server makes one parameter
 * of each query field, the reference page one row of each body field. A union's objects are
 * merged, a field required only where every alternative requires it. (zod writes an intersection
 * of objects as one object, so there is no allOf to merge.)
 */
export function fieldsOf(json: JsonSchema): SchemaField[] {
  const alternatives = (json.anyOf ?? json.oneOf) as JsonSchema[] | undefined;
  if (!alternatives) return ownFields(json);
  const lists = alternatives.map(fieldsOf);
  const byName = new Map<string, SchemaField>();
  for (const field of lists.flat()) if (!byName.has(field.name)) byName.set(field.name, field);
  return [...byName.values()].map((field) => ({
    ...field,
    required: lists.every((list) => list.some((f) => f.name === field.name && f.required)),
  }));
}

function ownFields(json: JsonSchema): SchemaField[] {
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, schema, required: required.has(name) }));
}
