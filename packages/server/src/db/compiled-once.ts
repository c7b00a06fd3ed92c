import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';

/** Stands for the i-th argument while the statement is built; replaced by the value on each run. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A statement that every list request runs, built and compiled by Kysely once per database handle
 * and then only bound on each run: building and compiling the hydration's select cost the server
 * about a tenth of a dashboard request. `build` must use its arguments only as values (they become
 * the statement's parameters), never to decide the statement's shape.
 */
export function compiledOnce<A extends unknown[], R>(
  arity: A['length'],
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  return async (db, ...args) => {
    let query = compiled.get(db);
    if (!query) {
      const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as A;
      query = build(db, ...slots).compile();
      if (query.parameters.filter((p) => p instanceof Slot).length < arity)
        throw new Error('compiledOnce: every argument must be a parameter of the statement');
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}
