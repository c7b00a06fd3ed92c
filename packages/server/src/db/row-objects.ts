/** A row as node-postgres's array mode gives it: one value per column, parsed, in column order. */
type RowValues = unknown[];
type Row = Record<string, unknown>;
type RowBuilder = (values: RowValues) => Row;

/** Column lists seen, each with its builder; bounded, like the prepared statements' names. */
const builders = new Map<string, RowBuilder>();
const MAX_BUILDERS = 2_000;

/** A builder that needs no compiling, for the column lists a literal cannot name safely. */
const byEntries =
  (names: string[]): RowBuilder =>
  (values) =>
    Object.fromEntries(names.map((name, i) => [name, values[i]]));

/**
 * One object literal naming every column, so each row of a statement is made in one step and all
 * of them share one fast shape. A repeated name keeps its last value, as node-postgres does. A
 * column called `__proto__` would set the prototype in a literal, so such a list is built from entries.
 */
function compile(names: string[]): RowBuilder {
  if (names.includes('__proto__')) return byEntries(names);
  const fields = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as RowBuilder;
}

function builderFor(names: string[]): RowBuilder {
  const key = names.join('\u0000');
  const known = builders.get(key);
  if (known) return known;
  const built = compile(names);
  if (builders.size < MAX_BUILDERS) builders.set(key, built);
  return built;
}

/** Builders by field list: a named statement's list is one array for its connection's life. */
const byFields = new WeakMap<readonly { name: string }[], RowBuilder>();

/**
 * Makes objects of rows read in array mode. node-postgres's own objects copy a template with a
 * spread and then store each column under a computed key, which `perf` showed as V8's slow object
 * clone and megamorphic keyed stores, 5 % of the server's CPU for a dashboard request. Its own
 * Result class on 20 rows of 60 text columns: 28 µs a page as objects, 16 µs as arrays made objects
 * here (the field set-up included).
 *
 * The builder is found by node-postgres's field list itself: a named statement's rows are
 * described once per connection (prepared-statements.ts), so the list is one array for the
 * connection's life, and its columns are not named and joined into a key on every run.
 */
export function rowObjectsOf(fields: readonly { name: string }[], rows: RowValues[]): Row[] {
  if (rows.length === 0) return [];
  let build = byFields.get(fields);
  if (!build) {
    build = builderFor(fields.map((f) => f.name));
    byFields.set(fields, build);
  }
  const objects = new Array<Row>(rows.length);
  for (let i = 0; i < rows.length; i++) objects[i] = build(rows[i] as RowValues);
  return objects;
}
