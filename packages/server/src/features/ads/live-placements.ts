import type { AdPlacement } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The placements some live campaign takes (active, within its schedule): every page's bootstrap
 * carries them, so a slot reserves its room while the page is drawn (no layout shift when the ad
 * comes) and a page where no campaign runs asks for no ad at all. Read at most every LIVE_TTL_MS per
 * process (a schedule starts and ends with time), and at once after any process changes a
 * campaign (its notice, features/cluster).
 */
const LIVE_TTL_MS = 30_000;

interface Kept {
  cached: { placements: AdPlacement[]; at: number } | null;
  reading: Promise<AdPlacement[]> | null;
}

/** Per database: one process serves one, but the test files that share a process each have their own. */
const kept = new WeakMap<Db, Kept>();

function keptFor(db: Db): Kept {
  let entry = kept.get(db);
  if (!entry) {
    entry = { cached: null, reading: null };
    kept.set(db, entry);
  }
  return entry;
}

async function read(db: Db): Promise<AdPlacement[]> {
  const { rows } = await sql<{ placement: AdPlacement }>`select distinct unnest(placements) as placement
    from ad_campaigns where active and starts_at <= now() and (ends_at is null or ends_at > now())`.execute(
    db,
  );
  return rows.map((r) => r.placement).sort();
}

export async function livePlacements(db: Db, adsEnabled: boolean): Promise<AdPlacement[]> {
  if (!adsEnabled) return [];
  const entry = keptFor(db);
  if (entry.cached && Date.now() - entry.cached.at < LIVE_TTL_MS) return entry.cached.placements;
  // Pages asking at once share one read.
  entry.reading ??= read(db).finally(() => {
    entry.reading = null;
  });
  const placements = await entry.reading;
  entry.cached = { placements, at: Date.now() };
  return placements;
}

/** A campaign changed here: the next page reads the placements again. */
export function forgetLivePlacements(db: Db): void {
  keptFor(db).cached = null;
}
