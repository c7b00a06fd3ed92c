import { z } from 'zod';
import { stripBidiControls } from './bidi.js';

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

/** Trimmed text without bidi controls (bidi.ts); form posts and JSON alike. */
export const text = (max: number, tooLong: string) =>
  z.string().transform(stripBidiControls).pipe(z.string().trim().max(max, tooLong));

/**
 * A list as clients send it: `a,b`, repeated keys or `a[]=x&a[]=y` (both arrive as an array), JSON
 * arrays, or any mix (`a[]=x,y`). Items are split at commas and blanks dropped.
 */
export function readList(value: unknown): unknown {
  const items = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return value;
  return items.flatMap((item) => item.split(',')).filter((item) => item.trim() !== '');
}

export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(readList, z.array(item).min(1).max(max));
