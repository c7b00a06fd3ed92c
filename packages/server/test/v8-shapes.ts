import { setFlagsFromString } from 'node:v8';

// V8's own tests of an object's representation, for the tests that guard the shapes hot paths make.
setFlagsFromString('--allow-natives-syntax');

/** Whether V8 keeps the object's properties in fast mode (not a dictionary). */
export const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

/** Whether two objects share one hidden class (map). */
export const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

const ownCharacters = new Function('s', 'return %IsInPlaceInternalizableString(s)') as (s: string) => boolean;
const internalized = new Function('s', 'return %IsInternalizedString(s)') as (s: string) => boolean;

/**
 * Whether V8 keeps the string as one sequential piece of its own (or interned), not a view into
 * another string (sliced) nor a tree of parts (cons): JSON.stringify's fast path takes only such
 * strings, and at the first other one goes down its general path for the whole answer.
 */
export const isSequential = (s: string) => ownCharacters(s) || internalized(s);

/**
 * Below this V8 makes neither a view nor a tree (SlicedString and ConsString::kMinLength): a
 * shorter string that is neither sequential nor interned is a thin one, left by interning a copy
 * (as a property key does), and JSON.stringify's fast path takes it.
 */
const SLICED_OR_CONS_MIN_LENGTH = 13;

/** Where in a value (objects and arrays, depth first) a string may send JSON.stringify off its fast path. */
export function unsequentialStrings(value: unknown, path = '$'): string[] {
  if (typeof value === 'string')
    return value.length < SLICED_OR_CONS_MIN_LENGTH || isSequential(value)
      ? []
      : [`${path}: ${value.slice(0, 40)}`];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => unsequentialStrings(v, `${path}.${key}`));
}
