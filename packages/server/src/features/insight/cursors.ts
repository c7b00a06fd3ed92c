import type { Db } from '../../db/database.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The minute chart's counts are taken in whole minutes. */
export const minuteStart = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
/** Counts are taken in whole hours (UTC). */
export const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
export const hourEnd = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);

/** How far a count has been taken (insight_cursors): an hour's start for events, an id for tables. */
export async function cursorOf(db: Db, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('insight_cursors')
    .select('position')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.position ?? null;
}

export const setCursor = (tx: Db, name: string, position: string) =>
  tx
    .insertInto('insight_cursors')
    .values({ name, position })
    .onConflict((c) => c.column('name').doUpdateSet({ position }))
    .execute();
