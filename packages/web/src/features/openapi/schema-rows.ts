import { fieldsOf, type JsonSchema } from '@rookery/core';

/** One field of a body or one parameter, as the reference page lists it. */
export interface FieldRow {
  /** Nested fields as a form writes them: `post[type]`. */
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** Limits and choices: "one of: a, b", "at most 140 characters", "default 20". */
  notes: string[];
}

const list = (items: unknown) => (Array.isArray(items) ? (items as unknown[]) : []);
const alternatives = (schema: JsonSchema) => list(schema.anyOf ?? schema.oneOf) as JsonSchema[];

/** A schema's type in a few words: "string", "integer or string", "list of string", "file", "any". */
export function typeOf(schema: JsonSchema): string {
  const options = alternatives(schema);
  if (options.length) return [...new Set(options.map(typeOf))].join(' or ');
  if (schema.format === 'binary') return 'file';
  if ('const' in schema) return JSON.stringify(schema.const);
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' or ');
  if (type === 'array') return `list of ${typeOf((schema.items ?? {}) as JsonSchema)}`;
  if (type === 'object' && typeof schema.additionalProperties === 'object')
    return `map of ${typeOf(schema.additionalProperties as JsonSchema)}`;
  return typeof type === 'string' ? type : 'any';
}

/** Bounds the zod numbers carry anyway (safe integers) tell a reader nothing. */
const meaningful = (n: unknown): n is number =>
  typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;

function range(min: unknown, max: unknown, unit: string): string | undefined {
  if (meaningful(min) && meaningful(max)) return `${min}–${max} ${unit}`;
  if (meaningful(max)) return `at most ${max} ${unit}`;
  if (meaningful(min) && min > 0) return `at least ${min} ${unit}`;
  return undefined;
}

/** What a schema limits, in words; a union's choices together. */
export function notesOf(schema: JsonSchema): string[] {
  const enums = [schema, ...alternatives(schema)].flatMap((s) => list(s.enum));
  const notes = [
    enums.length ? `one of: ${enums.join(', ')}` : undefined,
    range(schema.minLength, schema.maxLength, 'characters'),
    range(schema.minItems, schema.maxItems, 'items'),
    meaningful(schema.minimum) ? `≥ ${schema.minimum}` : undefined,
    meaningful(schema.exclusiveMinimum) ? `> ${schema.exclusiveMinimum}` : undefined,
    meaningful(schema.maximum) ? `≤ ${schema.maximum}` : undefined,
    typeof schema.pattern === 'string' ? `pattern ${schema.pattern}` : undefined,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : undefined,
  ];
  return notes.filter((note): note is string => !!note);
}

/** Every field of an object schema, nested objects' fields after their parent's row. */
export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  return fieldsOf(schema).flatMap((field) => {
    const name = prefix ? `${prefix}[${field.name}]` : field.name;
    const description = typeof field.schema.description === 'string' ? field.schema.description : undefined;
    const row: FieldRow = {
      name,
      type: typeOf(field.schema),
      required: field.required,
      notes: notesOf(field.schema),
      ...(description ? { description } : {}),
    };
    return [row, ...fieldRows(field.schema, name)];
  });
}
