import { AD_PLACEMENTS, type AdPlacement } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

interface DemoAd {
  name: string;
  headline: string;
  body: string;
  /** A demo blog whose header image the ad shows. */
  imageOf: string;
  promoted: string;
  placements: AdPlacement[];
}

/** Every placement but the sponsored day, which one campaign has to itself. */
const EVERYWHERE = AD_PLACEMENTS.filter((p) => p !== 'dashboard_sponsored_day');

/**
 * A few house ads, so the demo shows every placement out of the box (issue 20): each promotes a
 * demo blog, with that blog's header image. The sponsored day is one campaign alone.
 */
const ADS: DemoAd[] = [
  {
    name: 'Night Garden',
    headline: 'Moths, moonflowers and photographs after dark',
    body: 'Follow Night Garden for the garden nobody else sees.',
    imageOf: 'night-garden',
    promoted: '/night-garden',
    placements: EVERYWHERE,
  },
  {
    name: 'Tea & Tides',
    headline: 'A slow blog about the sea',
    body: 'And what to drink beside it. New posts every week.',
    imageOf: 'tea-and-tides',
    promoted: '/tea-and-tides',
    placements: EVERYWHERE,
  },
  {
    name: 'Compiler Café — sponsored day',
    headline: 'Today on Rookery: Compiler Café',
    body: 'Programs, puzzles and coffee. Pull up a chair.',
    imageOf: 'compiler-cafe',
    promoted: '/compiler-cafe',
    placements: ['dashboard_sponsored_day'],
  },
];

export async function seedDemoAds(db: Db): Promise<void> {
  const headers = await db
    .selectFrom('blogs')
    .select(['name', sql<string | null>`theme->>'header_key'`.as('header_key')])
    .where(
      'name',
      'in',
      ADS.map((ad) => ad.imageOf),
    )
    .execute();
  const imageOf = new Map(headers.map((h) => [h.name, h.header_key ? `/media/${h.header_key}` : '']));
  await db
    .insertInto('ad_campaigns')
    .values(
      ADS.map((ad) => ({
        name: ad.name,
        headline: ad.headline,
        body: ad.body,
        image_url: imageOf.get(ad.imageOf) ?? '',
        promoted_post_url: ad.promoted,
        placements: ad.placements,
        starts_at: new Date(),
      })),
    )
    .execute();
}
