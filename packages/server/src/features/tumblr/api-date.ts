/**
 * Dates as the API writes them (api.md "Fields available for all Post types"): `date` is GMT as
 * "2011-04-19 08:52:34 GMT", `timestamp` whole seconds since the epoch. Both ways, since an
 * import reads what a Tumblr-compatible answer writes.
 */
export const apiDate = (date: Date): string =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, ' GMT');

export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** "2011-04-19 08:52:34 GMT" (or any date JavaScript reads) as ISO, or null. */
export function isoOfApiDate(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value.trim().replace(' GMT', 'Z').replace(' ', 'T'));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
