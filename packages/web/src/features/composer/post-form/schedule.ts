const pad = (n: number) => String(n).padStart(2, '0');

/** A publish_on time as the date and time inputs show it, in the person's own time zone. */
export function localParts(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  if (!iso || Number.isNaN(at.getTime())) return { date: '', time: '' };
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The date and time inputs' values as one instant (ISO 8601), or '' until both are filled in. */
export function fromLocalParts(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const at = new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** What Schedule proposes first: the start of the next hour. */
export function defaultScheduleTime(now: Date = new Date()): string {
  const next = new Date(now);
  next.setHours(now.getHours() + 1, 0, 0, 0);
  return next.toISOString();
}
