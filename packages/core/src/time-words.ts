const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: [number, string, string][] = [
  [YEAR, 'year', 'y'],
  [MONTH, 'month', 'mo'],
  [WEEK, 'week', 'w'],
  [DAY, 'day', 'd'],
  [HOUR, 'hour', 'h'],
  [MINUTE, 'minute', 'm'],
];

/** A span in words, largest unit only: '2 years', '1 month', '5 minutes'; under a minute 'a moment'. */
export function durationWords(ms: number): string {
  for (const [size, word] of UNITS) {
    const n = Math.floor(ms / size);
    if (n >= 1) return `${n} ${word}${n === 1 ? '' : 's'}`;
  }
  return 'a moment';
}

/** How long ago, compactly, for lists: '3h', '2d', '5w'; under a minute 'now'. */
export function shortAgo(iso: string, now: number = Date.now()): string {
  const ms = now - new Date(iso).getTime();
  if (!Number.isFinite(ms)) return '';
  for (const [size, , short] of UNITS) {
    const n = Math.floor(ms / size);
    if (n >= 1) return `${n}${short}`;
  }
  return 'now';
}
