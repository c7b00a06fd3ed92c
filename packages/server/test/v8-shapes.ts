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
