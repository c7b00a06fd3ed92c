import * as core from '@rookery/core';

/**
 * The shape of every input the contract names, as one tree: each key any core schema reads, with
 * the keys nested under it (`post` → its fields). The fuzz test fills it with a bad value so the
 * value reaches every field a route might read, without a hand-written list per route.
 */
export interface FieldTree {
  [key: string]: FieldTree;
}

interface ZodLike {
  _zod: { def: Record<string, unknown> };
}

const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

function collect(schema: ZodLike, into: FieldTree, seen: Set<ZodLike>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, ZodLike>)) {
      into[key] ??= {};
      collect(child, into[key], seen);
    }
    return;
  }
  // Wrappers (optional, default, pipe, union, array…) hold their schemas in their definition.
  for (const value of Object.values(def)) {
    for (const inner of Array.isArray(value) ? value : [value]) {
      if (isSchema(inner)) collect(inner, into, seen);
    }
  }
}

/** Names the server reads from requests without a core schema of their own. */
const EXTRA = ['id', 'blog', 'tumblelog', 'name', 'q', 'page', 'before', 'after', 'limit', 'offset'];

export function contractFields(): FieldTree {
  const tree: FieldTree = {};
  const seen = new Set<ZodLike>();
  for (const value of Object.values(core)) if (isSchema(value)) collect(value, tree, seen);
  for (const name of EXTRA) tree[name] ??= {};
  return tree;
}

/** The tree with every leaf set to `value` (an object key keeps its nested fields). */
export function fill(tree: FieldTree, value: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, children]) => [
      key,
      Object.keys(children).length ? fill(children, value) : value,
    ]),
  );
}
