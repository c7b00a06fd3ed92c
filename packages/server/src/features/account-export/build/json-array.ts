/**
 * A JSON array written an item a line as its batches come: valid JSON for any reader, and one a
 * streaming reader can split by lines (docs/export-format.md says so).
 */
export async function* jsonArray<T>(batches: AsyncIterable<readonly T[]>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const batch of batches) {
    for (const item of batch) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
      first = false;
    }
  }
  yield first ? ']\n' : '\n]\n';
}

const BATCH = 500;

/**
 * Rows a batch at a time by a keyset: `page(after)` answers the rows after that key, ordered by it;
 * `keyOf` reads a row's key. Starts before every key ('0': ids are positive).
 */
export async function* keysetBatches<R>(
  page: (after: string, limit: number) => Promise<R[]>,
  keyOf: (row: R) => string,
): AsyncGenerator<R[]> {
  let after = '0';
  for (;;) {
    const rows = await page(after, BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = keyOf(rows.at(-1)!);
  }
}
