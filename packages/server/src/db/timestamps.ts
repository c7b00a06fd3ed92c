import pg from 'pg';

const TIMESTAMPTZ = 1184;

/** node-postgres's own reading of a timestamptz: three regular expressions, any form. */
const readAnyForm = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date | number | null;

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/**
 * A timestamptz as PostgreSQL writes it with DateStyle ISO in UTC (the embedded database's
 * setting): `2026-11-28 01:31:50.774123+00`, the fraction of a second of zero to six digits. Read by
 * position instead of by node-postgres's regular expressions, which were 2 % of the server's CPU
 * for a dashboard page (three times on each of its rows). Any other form (another zone's offset,
 * BC, infinity, a year before 1000 or after 9999) is left to node-postgres. Milliseconds are kept
 * and microseconds dropped, as node-postgres does.
 */
export function readTimestamptz(text: string): Date | number | null {
  const n = text.length;
  const utcIsoForm =
    (n === 22 || (n >= 24 && n <= 29 && text.charCodeAt(19) === 46)) &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    text.endsWith('+00');
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  if (!utcIsoForm || year < 1000) return readAnyForm(text);
  const fraction = n - 23;
  const ms =
    fraction <= 0
      ? 0
      : digit(text, 20) * 100 +
        (fraction > 1 ? digit(text, 21) * 10 : 0) +
        (fraction > 2 ? digit(text, 22) : 0);
  return new Date(
    Date.UTC(
      year,
      twoDigits(text, 5) - 1,
      twoDigits(text, 8),
      twoDigits(text, 11),
      twoDigits(text, 14),
      twoDigits(text, 17),
      ms,
    ),
  );
}

/** node-postgres's type parsers, with timestamptz read by readTimestamptz. */
export const rookeryTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ && format !== 'binary'
      ? readTimestamptz
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};
