import { z } from 'zod';

/**
 * Bodies arrive as JSON or form-encoded, so an on/off switch may be `true`, `"on"`, `"1"` or
 * `"true"` (and the opposites). One reading for both keeps the client free to send either.
 */
export function readFlag(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'on' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'off' || value === 'false' || value === '') return false;
  return value;
}

export const flag = z.preprocess(readFlag, z.boolean());

/** Trimmed text; form posts and JSON alike. */
export const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
