/** PostgreSQL's bigint, which every id and cursor part is stored as. */
const MAX_BIGINT = 2n ** 63n - 1n;

/**
 * Every run of digits in `value` fits a bigint: ids and cursors past 2^63−1 name nothing, and are
 * refused as input rather than reaching the database as an out-of-range error.
 */
export function digitsFitBigint(value: string): boolean {
  for (const run of value.match(/\d+/g) ?? []) {
    if (run.replace(/^0+/, '').length > 19 || BigInt(run) > MAX_BIGINT) return false;
  }
  return true;
}

/** A positive bigint written in digits, as ids travel. */
export function isBigintId(value: string): boolean {
  return /^[1-9]\d{0,18}$/.test(value) && digitsFitBigint(value);
}
