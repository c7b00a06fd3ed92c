import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** Parse input with a core schema; every problem becomes one error item naming its field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({
      detail: issue.message,
      ...(issue.path.length ? { field: issue.path.join('.') } : {}),
    })),
  );
}
