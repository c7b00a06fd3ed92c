type Tree = Record<string, unknown>;

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'post[one]' → ['post', 'one']; a plain key is a path of one. */
function pathOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  return [match[1]!, ...Array.from(match[2]!.matchAll(/\[([^[\]]*)\]/g), (m) => m[1]!)];
}

function assign(target: Tree, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined || UNSAFE.has(head)) return;
  if (rest.length === 0) {
    target[head] = isTree(value) && isTree(target[head]) ? merge(target[head] as Tree, value) : value;
    return;
  }
  if (!isTree(target[head])) target[head] = {};
  assign(target[head] as Tree, rest, value);
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) assign(target, pathOf(key), value);
  return target;
}

/**
 * One nested shape for every body: form posts arrive nested already (the server's qs parser) while
 * JSON clients may send either `{"post[one]": …}` or `{"post": {"one": …}}`, or a mix.
 */
export function expandBracketKeys(body: unknown): Tree {
  return isTree(body) ? merge({}, body) : {};
}
