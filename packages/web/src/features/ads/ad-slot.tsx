import type { AdPlacement } from '@rookery/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/layout/when-idle';
import { useSession } from '../accounts/use-session';
import styles from './ads.module.css';

// The ad itself, its impression and viewability: a chunk of its own, asked for once the page is idle.
const AdUnit = lazy(() => import('./ad-unit'));

interface AdSlotProps {
  placement: AdPlacement;
  /** The page, for the ad's events: dashboard, blog, permalink, peepr. */
  location: string;
  /** In a stream, the number of posts before it. */
  position?: number;
  /** The blog whose page it is on. */
  blog?: string;
  /** The page is about sensitive content (an adult blog's). */
  nsfw?: boolean;
  /** The right rail shows another campaign now and then. */
  rotates?: boolean;
  /** On a blog's pages: its owner lets the site's ads show there (BlogData.blog_ads). */
  blogAds?: boolean;
}

/** Laid out with the image beside the words, where the slot is wide enough. */
const WIDE: ReadonlySet<AdPlacement> = new Set([
  'dashboard_sponsored_day',
  'blog_network_permalink',
  'blog_network_related_posts',
  'blog_network_sticky',
]);

/**
 * Each slot's accessible name. In a stream it is an article, named Sponsored like the label it
 * shows; elsewhere a complementary landmark, and two of those on a page need names of their own.
 */
const NAMES: Record<AdPlacement, string> = {
  dashboard_in_stream: 'Sponsored',
  peepr_in_stream: 'Sponsored',
  blog_network_in_stream: 'Sponsored',
  dashboard_right_rail: 'Sponsored, beside the feed',
  dashboard_sponsored_day: 'Sponsored today',
  blog_network_sticky: 'Sponsored, in the corner',
  blog_network_permalink: 'Sponsored, after the post',
  blog_network_related_posts: 'Sponsored, more to read',
};

/**
 * A house ad's place on a page (issue 20). Drawn only where a live campaign takes the placement
 * (the page's bootstrap says which), at its placement's fixed size, from the first paint on: the ad
 * fills the room when it comes and nothing moves (CLS stays 0). When no ad comes the slot goes.
 * In a stream it is an article among the posts; elsewhere a complementary region.
 */
export function AdSlot({
  placement,
  location,
  position = 0,
  blog,
  nsfw = false,
  rotates = false,
  blogAds = true,
}: AdSlotProps) {
  const session = useSession().data;
  const live = blogAds && (session?.ad_placements?.includes(placement) ?? false);
  const [ready, setReady] = useState(false);
  const [empty, setEmpty] = useState(false);
  useEffect(() => (live ? whenIdle(() => setReady(true)) : undefined), [live]);
  const onEmpty = useCallback(() => setEmpty(true), []);
  if (!live || empty) return null;

  const Region = NAMES[placement] === 'Sponsored' ? 'article' : 'aside';
  return (
    <Region
      className={`${styles.slot} ${styles[placement]} ${WIDE.has(placement) ? styles.wide : ''}`}
      aria-label={NAMES[placement]}
      data-ad-slot={placement}
    >
      {ready && (
        <Suspense fallback={null}>
          <AdUnit
            slot={{ placement, location, position, nsfw }}
            blog={blog}
            rotates={rotates}
            onEmpty={onEmpty}
          />
        </Suspense>
      )}
    </Region>
  );
}
