const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const STAMP = /^([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:\s+(\d{1,2}):(\d{2})\s*(am|pm)?)?/i;

/**
 * A post file's time as the archive writes it in its footer ("April 29th, 2017 9:28pm"), as ISO.
 * The archive names no time zone: the time is read as UTC. Null when it cannot be read.
 */
export function archiveTimestamp(text: string): string | null {
  const match = STAMP.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase());
  if (month < 0) return null;
  let hour = Number(match[4] ?? 0);
  const meridiem = match[6]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  const date = new Date(Date.UTC(Number(match[3]), month, Number(match[2]), hour, Number(match[5] ?? 0)));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
