/**
 * The parts as one string, written in one piece. V8 keeps `a + b` or a template of 13 characters
 * or more as a tree of its parts, or in optimized code as a view into a growing buffer, and the
 * server's JSON.stringify leaves its fast path for the whole answer at the first such string it
 * meets (2.8 times slower for a dashboard page). An array's join writes a sequential string. For
 * what goes into every listed post: its date, its address, its blog's avatar.
 */
export const joined = (...parts: (string | number)[]): string => parts.join('');
