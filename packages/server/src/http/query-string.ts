import { parse as parsePlain } from 'node:querystring';
import qs from 'qs';

/** How bracket keys are read in queries and form bodies alike: bounded depth, arrays and keys. */
export const BRACKET_KEYS = { depth: 5, arrayLimit: 100, parameterLimit: 2000, allowDots: false } as const;

/**
 * The app's query parser. Clients send lists every way (`a[]=x&a[]=y`, `a=x&a=y`, `a=x,y`): bracket
 * keys are read into nested objects and arrays by qs, as form bodies are; a query without brackets
 * takes the plain parser (repeated keys become an array there too), which costs a third as much.
 * Comma lists are split by the field's own schema (core `list`), since a comma is text elsewhere.
 */
export function parseQuery(text: string): Record<string, unknown> {
  return /\[|%5b/i.test(text) ? qs.parse(text, BRACKET_KEYS) : parsePlain(text);
}
